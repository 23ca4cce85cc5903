import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'teams.host.title': 'Équipes',
  'teams.host.on': 'Jouer en équipes',
  'teams.host.count': "Nombre d'équipes",
  'teams.host.assign': 'Comment les téléphones reçoivent une équipe',
  'teams.host.choose': 'Chaque téléphone choisit',
  'teams.host.roundRobin': 'Répartis à tour de rôle',
  'teams.host.lobbyOnly': "Les équipes se règlent dans la salle d'attente, avant la première diapositive.",
  'teams.host.rename': "Nom de l'équipe {n}",
  'teams.host.save': 'Enregistrer',
  'teams.host.show': 'Afficher le classement des équipes',
  'teams.host.hide': 'Masquer le classement des équipes',
  'teams.host.members': 'Membres : {count}',
  'teams.standings.title': 'Classement des équipes',
  'teams.standings.place': 'Place {rank}',
  'teams.standings.average': '{points} points en moyenne',
  'teams.standings.none': 'Aucune réponse révélée pour le moment',
  'teams.standings.detail': 'Membres : {members} · Ont répondu : {scored} · Justes : {percent} %',
  'teams.standings.note':
    'Une équipe marque la moyenne de ses membres qui ont répondu : chaque voix compte, quelle que soit sa taille.',
  'teams.report.title': 'Équipes',
  'teams.report.place': 'Place',
  'teams.report.team': 'Équipe',
  'teams.report.members': 'Membres',
  'teams.report.scored': 'Ont répondu',
  'teams.report.average': 'Points en moyenne',
  'teams.report.correct': 'Justes',
  'teams.report.split': 'Réponses par équipe',
} satisfies Translation<typeof en>;
