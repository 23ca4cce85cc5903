import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.grid.label': '2x2-Raster',
  'forms.grid.summary': '{count, plural, one {# Element} other {# Elemente}} nach {x} und {y}',
  'forms.grid.question': 'Frage',
  'forms.grid.questionHint': 'Alle beantworten sie, indem sie jedes Element auf beiden Achsen platzieren.',
  'forms.grid.xAxis': 'Waagerechte Achse',
  'forms.grid.yAxis': 'Senkrechte Achse',
  'forms.grid.axisName': 'Name',
  'forms.grid.xLow': 'Linkes Ende',
  'forms.grid.xHigh': 'Rechtes Ende',
  'forms.grid.yLow': 'Unteres Ende',
  'forms.grid.yHigh': 'Oberes Ende',
  'forms.grid.xExample': 'Aufwand',
  'forms.grid.yExample': 'Wirkung',
  'forms.grid.lowExample': 'Gering',
  'forms.grid.highExample': 'Hoch',
  'forms.grid.items': 'Elemente',
  'forms.grid.itemsHint':
    '2 bis 10 Elemente mit je höchstens 100 Zeichen. Ihre Reihenfolge nummeriert sie im Diagramm.',
  'forms.grid.item': 'Element {n}',
  'forms.grid.itemName': 'Element {n}',
  'forms.grid.reorder': 'Element {n} verschieben',
  'forms.grid.remove': 'Element {n} entfernen',
  'forms.grid.add': 'Element hinzufügen',
  'forms.grid.minimumHint':
    'Die durchschnittlichen Positionen erscheinen auf dem Präsentationsbildschirm, sobald so viele geantwortet haben.',
  'forms.grid.error.title': '2x2-Raster-Folien brauchen eine Frage',
  'forms.grid.error.axis': 'Jede Achse braucht einen Namen und beide Enden, jeweils höchstens 40 Zeichen',
  'forms.grid.error.count': '2x2-Raster-Folien brauchen 2 bis 10 Elemente',
  'forms.grid.error.item': 'Jedes Element braucht einen Text mit höchstens 100 Zeichen',
  'forms.grid.error.duplicate': 'Jedes Element muss sich von den anderen unterscheiden',
} satisfies Translation<typeof en>;
