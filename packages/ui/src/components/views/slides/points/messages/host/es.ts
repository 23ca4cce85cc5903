import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.host.label': '100 puntos',
  'points.host.pointOptions': '{count, plural, one {# opción} other {# opciones}}',
  'points.host.body': 'Los participantes reparten 100 puntos entre estas opciones en sus teléfonos.',
  'points.host.onPhone': 'Reparte 100 puntos entre las opciones en tu teléfono.',
  'points.host.answered':
    '{total, plural, one {{count} de # participante respondió} other {{count} de # participantes respondieron}}',
  'points.host.results': 'Puntos medios de cada opción',
  'points.host.average': '{mean} pts',
  'points.host.averagePoints': 'media de {mean} puntos',
  'points.host.givers': '{count, plural, one {con puntos de # persona} other {con puntos de # personas}}',
  'points.host.heading': 'Puntos medios',
  'points.host.sent': 'Repartos enviados',
} satisfies Translation<typeof en>;
