import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.host.label': '2x2-Raster',
  'grid.host.items': '{count, plural, one {# Element} other {# Elemente}} nach {x} und {y}',
  'grid.host.body':
    'Die Teilnehmenden platzieren diese Elemente auf ihren Telefonen, nach {x} ({xLow} bis {xHigh}) und {y} ({yLow} bis {yHigh}).',
  'grid.host.onPhone': 'Platziere jedes Element auf deinem Telefon auf beiden Achsen.',
  'grid.host.answered':
    '{total, plural, one {{count} von # Teilnehmenden hat geantwortet} other {{count} von # Teilnehmenden haben geantwortet}}',
  'grid.host.plot': 'Wo der Raum jedes Element platziert hat: {x} waagerecht, {y} senkrecht',
  'grid.host.legend': 'Elemente im Diagramm',
  'grid.host.place': '{axis}: Durchschnitt {mean}, Streuung {spread}',
  'grid.host.average': '{mean} ± {spread}',
  'grid.host.item': 'Element',
  'grid.host.axis': '{axis} ({low} 0 bis {high} 100)',
  'grid.host.table':
    'Die durchschnittliche Position jedes Elements auf beiden Achsen, von 0 bis 100, ± ihre Streuung (eine Standardabweichung)',
  'grid.host.placedBy': '{count, plural, one {von # Person platziert} other {von # Personen platziert}}',
  'grid.host.heading': 'Durchschnittliche Positionen',
  'grid.host.sent': 'Gesendete Platzierungen',
} satisfies Translation<typeof en>;
