import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.knowledge-check.label': 'Wissenscheck',
  'forms.knowledge-check.summary':
    '{count, plural, one {# Antwort} other {# Antworten}}, {correct, plural, one {# richtig} other {# richtig}}',
  'forms.knowledge-check.question': 'Frage',
  'forms.knowledge-check.questionHint':
    'Die Handys beantworten sie; du deckst die richtigen Antworten auf, wenn alle geantwortet haben.',
  'forms.knowledge-check.choices': 'Antworten',
  'forms.knowledge-check.choicesHint':
    '2 bis 6 Antworten mit je höchstens 120 Zeichen. Hake die richtigen an: Bei mehreren wählen die Handys alle zutreffenden, und nur genau diese zählen als richtig.',
  'forms.knowledge-check.choice': 'Antwort {n}',
  'forms.knowledge-check.correct': 'Antwort {n} ist richtig',
  'forms.knowledge-check.correctShort': 'Richtig',
  'forms.knowledge-check.remove': 'Antwort {n} entfernen',
  'forms.knowledge-check.add': 'Antwort hinzufügen',
  'forms.knowledge-check.explanation': 'Erklärung',
  'forms.knowledge-check.explanationHint': 'Erscheint mit den richtigen Antworten, sobald du sie aufdeckst.',
  'forms.knowledge-check.timeLimit': 'Zeitlimit (Sekunden)',
  'forms.knowledge-check.timeLimitHint': 'Optional, 5 bis 300. Spätere Antworten werden abgelehnt.',
  'forms.knowledge-check.speedBonus': 'Tempobonus: schnellere richtige Antworten zählen mehr',
  'forms.knowledge-check.speedBonusHint': 'Braucht ein Zeitlimit. Punkte werden nie mit Namen gezeigt.',
  'forms.knowledge-check.error.title': 'Wissenschecks brauchen eine Frage',
  'forms.knowledge-check.error.count': 'Ein Wissenscheck braucht 2 bis 6 Antworten',
  'forms.knowledge-check.error.choice': 'Jede Antwort braucht einen Text mit höchstens 120 Zeichen',
  'forms.knowledge-check.error.duplicate': 'Jede Antwort muss anders sein',
  'forms.knowledge-check.error.correct': 'Markiere mindestens eine Antwort als richtig',
  'forms.knowledge-check.error.explanation': 'Die Erklärung darf höchstens 500 Zeichen lang sein',
  'forms.knowledge-check.error.timeLimit': 'Das Zeitlimit muss 5 bis 300 Sekunden betragen',
  'forms.knowledge-check.error.speedBonus': 'Der Tempobonus braucht ein Zeitlimit',
} satisfies Translation<typeof en>;
