import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.host.label': 'Wissenscheck',
  'check.host.meta': '{count, plural, one {# Antwort} other {# Antworten}}',
  'check.host.timed': '{seconds} s zum Antworten',
  'check.host.speedBonus': 'Tempobonus an: schnellere richtige Antworten zählen mehr',
  'check.host.correctMark': 'Richtig',
  'check.host.explanation': 'Warum',
  'check.host.answerOnPhone': 'Antworte auf deinem Handy.',
  'check.host.pickAll': 'Antworte auf deinem Handy: Wähle alle zutreffenden.',
  'check.host.answered':
    '{total, plural, one {{count} von # Person hat geantwortet} other {{count} von # Personen haben geantwortet}}',
  'check.host.secondsLeft': '{seconds, plural, one {Noch # Sekunde} other {Noch # Sekunden}}',
  'check.host.timeUp': 'Die Zeit ist um',
  'check.host.chose': '{count, plural, one {# hat sie gewählt} other {# haben sie gewählt}} ({percent})',
  'check.host.heading': 'Wissenscheck',
  'check.host.sent': 'Antworten',
  'check.host.reveal': 'Lösung aufdecken',
  'check.host.revealed': 'Lösung aufgedeckt',
  'check.host.shareCorrect': '{share} genau richtig',
  'check.host.hostCorrect': 'Richtig: {keys}',
  'check.host.misconception': 'Häufigste falsche Antwort: {label}',
  'check.host.noMisconception': 'Niemand hat eine falsche Antwort gewählt',
  'check.host.report': 'Antworten je Auswahl',
} satisfies Translation<typeof en>;
