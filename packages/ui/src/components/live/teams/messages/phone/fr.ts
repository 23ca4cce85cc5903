import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'teams.phone.yourTeam': 'Votre équipe : {name}',
  'teams.phone.pick': 'Choisissez votre équipe',
  'teams.phone.pickHint': "Vous pouvez en changer jusqu'à ce que l'animateur commence.",
  'teams.phone.joined': "Vous êtes dans l'équipe {name}.",
  'teams.phone.place': 'Votre équipe est à la place {rank} sur {count}.',
  'teams.phone.average': '{points} points en moyenne par membre ayant répondu.',
  'teams.phone.noScore': 'Aucune réponse révélée pour le moment : chaque réponse de votre équipe compte.',
} satisfies Translation<typeof en>;
