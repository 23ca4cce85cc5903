import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.host.label': 'Cuadrícula 2x2',
  'grid.host.items': '{count, plural, one {# elemento} other {# elementos}} según {x} y {y}',
  'grid.host.body':
    'Los participantes colocan estos elementos en sus teléfonos, según {x} ({xLow} a {xHigh}) y {y} ({yLow} a {yHigh}).',
  'grid.host.onPhone': 'Coloca cada elemento en los dos ejes en tu teléfono.',
  'grid.host.answered':
    '{total, plural, one {{count} de # participante respondió} other {{count} de # participantes respondieron}}',
  'grid.host.plot': 'Dónde colocó la sala cada elemento: {x} en horizontal, {y} en vertical',
  'grid.host.legend': 'Elementos del gráfico',
  'grid.host.place': '{axis}: media {mean}, dispersión {spread}',
  'grid.host.average': '{mean} ± {spread}',
  'grid.host.item': 'Elemento',
  'grid.host.axis': '{axis} ({low} 0 a {high} 100)',
  'grid.host.table':
    'La posición media de cada elemento en los dos ejes, de 0 a 100, ± su dispersión (una desviación estándar)',
  'grid.host.placedBy': '{count, plural, one {colocado por # persona} other {colocado por # personas}}',
  'grid.host.heading': 'Posiciones medias',
  'grid.host.sent': 'Colocaciones enviadas',
} satisfies Translation<typeof en>;
