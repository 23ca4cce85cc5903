import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'teams.host.title': 'Equipos',
  'teams.host.on': 'Jugar por equipos',
  'teams.host.count': 'Número de equipos',
  'teams.host.assign': 'Cómo reciben equipo los teléfonos',
  'teams.host.choose': 'Cada teléfono elige',
  'teams.host.roundRobin': 'Repartidos por turnos',
  'teams.host.lobbyOnly': 'Los equipos se configuran en la sala de espera, antes de la primera diapositiva.',
  'teams.host.rename': 'Nombre del equipo {n}',
  'teams.host.save': 'Guardar',
  'teams.host.show': 'Mostrar la clasificación de equipos',
  'teams.host.hide': 'Ocultar la clasificación de equipos',
  'teams.host.members': 'Miembros: {count}',
  'teams.standings.title': 'Clasificación de equipos',
  'teams.standings.place': 'Puesto {rank}',
  'teams.standings.average': '{points} puntos de media',
  'teams.standings.none': 'Aún no se han mostrado respuestas',
  'teams.standings.detail': 'Miembros: {members} · Respondieron: {scored} · Aciertos: {percent}%',
  'teams.standings.note':
    'Un equipo suma la media de los miembros que respondieron: cada voz cuenta, sea cual sea su tamaño.',
  'teams.report.title': 'Equipos',
  'teams.report.place': 'Puesto',
  'teams.report.team': 'Equipo',
  'teams.report.members': 'Miembros',
  'teams.report.scored': 'Respondieron',
  'teams.report.average': 'Puntos de media',
  'teams.report.correct': 'Aciertos',
  'teams.report.split': 'Respuestas por equipo',
} satisfies Translation<typeof en>;
