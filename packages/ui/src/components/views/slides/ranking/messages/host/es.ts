import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.host.label': 'Clasificación',
  'ranking.host.items': '{count, plural, one {# elemento} other {# elementos}}',
  'ranking.host.body':
    'Los participantes ordenan estos elementos en su móvil, del más importante al menos importante.',
  'ranking.host.rankOnPhone': 'Ordena los elementos desde tu móvil.',
  'ranking.host.answered':
    '{total, plural, one {{count} de # participante han ordenado} other {{count} de # participantes han ordenado}}',
  'ranking.host.results': 'Posición media de cada elemento',
  'ranking.host.average': 'media {mean}',
  'ranking.host.averageRank': 'posición media {mean}',
  'ranking.host.heading': 'Posiciones medias',
  'ranking.host.sent': 'Clasificaciones enviadas',
} satisfies Translation<typeof en>;
