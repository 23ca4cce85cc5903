import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.ranking.label': 'Rangfolge',
  'forms.ranking.summary': '{count, plural, one {# Eintrag zum Ordnen} other {# Einträge zum Ordnen}}',
  'forms.ranking.question': 'Frage',
  'forms.ranking.questionHint':
    'Die Gruppe antwortet, indem sie die Einträge ordnet, den wichtigsten zuerst.',
  'forms.ranking.items': 'Einträge',
  'forms.ranking.itemsHint': '3 bis 8 Einträge, jeder mit höchstens 100 Zeichen.',
  'forms.ranking.item': 'Eintrag {n}',
  'forms.ranking.itemName': 'Eintrag {n}',
  'forms.ranking.reorder': 'Eintrag {n} verschieben',
  'forms.ranking.remove': 'Eintrag {n} entfernen',
  'forms.ranking.add': 'Eintrag hinzufügen',
  'forms.ranking.minimumHint':
    'Die Balken erscheinen in der Präsentation, sobald so viele Personen die Einträge geordnet haben.',
  'forms.ranking.error.title': 'Rangfolgefolien brauchen eine Frage',
  'forms.ranking.error.count': 'Rangfolgefolien brauchen 3 bis 8 Einträge',
  'forms.ranking.error.item': 'Jeder Eintrag braucht einen Text mit höchstens 100 Zeichen',
  'forms.ranking.error.duplicate': 'Jeder Eintrag muss sich von den anderen unterscheiden',
} satisfies Translation<typeof en>;
