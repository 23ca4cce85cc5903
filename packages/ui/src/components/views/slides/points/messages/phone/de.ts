import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.phone.title': '100 Punkte',
  'points.phone.announce': 'Neue 100-Punkte-Frage: {title}',
  'points.phone.intro':
    'Verteile 100 Punkte auf die Optionen: die meisten auf das, was dir am wichtigsten ist.',
  'points.phone.list': 'Deine Punkte',
  'points.phone.points': '{count, plural, one {# Punkt} other {# Punkte}}',
  'points.phone.slider': 'Punkte für {option}',
  'points.phone.less': 'Weniger Punkte für {option}',
  'points.phone.more': 'Mehr Punkte für {option}',
  'points.phone.total': '{given} von 100 vergeben',
  'points.phone.left':
    '{count, plural, =0 {Alle 100 Punkte vergeben} one {# Punkt übrig} other {# Punkte übrig}}',
  'points.phone.giveAll': 'Vergib alle 100 Punkte, um sie zu senden.',
  'points.phone.send': 'Punkte senden',
  'points.phone.update': 'Punkte aktualisieren',
} satisfies Translation<typeof en>;
