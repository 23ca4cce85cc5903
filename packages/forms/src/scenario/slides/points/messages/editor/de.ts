import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.points.label': '100 Punkte',
  'forms.points.summary': '{count, plural, one {100 Punkte auf # Option} other {100 Punkte auf # Optionen}}',
  'forms.points.question': 'Frage',
  'forms.points.questionHint': 'Jede Person antwortet, indem sie 100 Punkte auf die Optionen verteilt.',
  'forms.points.pointOptions': 'Optionen',
  'forms.points.choicesHint': '2 bis 8 Optionen, jede mit höchstens 100 Zeichen.',
  'forms.points.choice': 'Option {n}',
  'forms.points.choiceName': 'Option {n}',
  'forms.points.reorder': 'Option {n} verschieben',
  'forms.points.remove': 'Option {n} entfernen',
  'forms.points.add': 'Option hinzufügen',
  'forms.points.minimumHint':
    'Die durchschnittlichen Punkte erscheinen in der Präsentation, sobald so viele Personen geantwortet haben.',
  'forms.points.error.title': '100-Punkte-Folien brauchen eine Frage',
  'forms.points.error.count': '100-Punkte-Folien brauchen 2 bis 8 Optionen',
  'forms.points.error.choice': 'Jede Option braucht einen Text mit höchstens 100 Zeichen',
  'forms.points.error.duplicate': 'Jede Option muss sich von den anderen unterscheiden',
} satisfies Translation<typeof en>;
