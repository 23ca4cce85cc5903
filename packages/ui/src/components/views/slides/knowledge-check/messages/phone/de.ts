import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.phone.title': 'Wissenscheck',
  'check.phone.announce': 'Neuer Wissenscheck: {title}',
  'check.phone.pickOne': 'Wähle eine Antwort.',
  'check.phone.pickAll': 'Wähle alle zutreffenden, dann sende.',
  'check.phone.send': 'Antwort senden',
  'check.phone.update': 'Antwort ändern',
  'check.phone.secondsLeft': '{seconds, plural, one {Noch # Sekunde} other {Noch # Sekunden}}',
  'check.phone.timeUp': 'Die Zeit ist um. Warte auf die Lösung.',
  'check.phone.waiting': 'Antwort gesendet. Warte auf die Lösung.',
  'check.phone.correctMark': 'Richtige Antwort',
  'check.phone.yourChoice': 'Deine Wahl',
  'check.phone.right': 'Richtig!',
  'check.phone.wrong': 'Nicht ganz. Hier ist die Lösung.',
  'check.phone.missed': 'Diese Frage hast du nicht beantwortet.',
  'check.phone.soFar':
    '{total, plural, one {Bisher {correct} von # richtig} other {Bisher {correct} von # richtig}}',
  'check.phone.explanation': 'Warum',
} satisfies Translation<typeof en>;
