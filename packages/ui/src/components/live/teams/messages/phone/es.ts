import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'teams.phone.yourTeam': 'Tu equipo: {name}',
  'teams.phone.pick': 'Elige tu equipo',
  'teams.phone.pickHint': 'Puedes cambiarlo hasta que el anfitrión empiece.',
  'teams.phone.joined': 'Estás en el equipo {name}.',
  'teams.phone.place': 'Tu equipo está en el puesto {rank} de {count}.',
  'teams.phone.average': '{points} puntos de media por miembro que respondió.',
  'teams.phone.noScore': 'Aún no se han mostrado respuestas: cada respuesta de tu equipo cuenta.',
} satisfies Translation<typeof en>;
