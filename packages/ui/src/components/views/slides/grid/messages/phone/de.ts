import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.phone.title': '2x2-Raster',
  'grid.phone.announce': 'Neue 2x2-Raster-Frage: {title}',
  'grid.phone.intro': 'Platziere jedes Element mit seinen zwei Schiebereglern auf beiden Achsen.',
  'grid.phone.list': 'Deine Elemente',
  'grid.phone.slider': '{axis} für {item}',
  'grid.phone.value': '{value} von 100, von {low} bis {high}',
  'grid.phone.notPlaced': 'Noch nicht platziert',
  'grid.phone.placed':
    '{total, plural, one {{placed} von # Element platziert} other {{placed} von # Elementen platziert}}',
  'grid.phone.placeAll': 'Bewege die Schieberegler jedes Elements, um deine Platzierung zu senden.',
  'grid.phone.send': 'Platzierung senden',
  'grid.phone.update': 'Platzierung aktualisieren',
} satisfies Translation<typeof en>;
