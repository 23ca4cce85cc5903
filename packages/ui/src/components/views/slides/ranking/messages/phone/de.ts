import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.phone.title': 'Rangfolge',
  'ranking.phone.announce': 'Neue Rangfolge: {title}',
  'ranking.phone.intro':
    'Bring die Punkte in eine Reihenfolge, den wichtigsten zuerst: Zieh sie oder nutze die Pfeile.',
  'ranking.phone.list': 'Deine Reihenfolge',
  'ranking.phone.up': '{item} nach oben',
  'ranking.phone.down': '{item} nach unten',
  'ranking.phone.moved': '{item} ist jetzt auf Platz {position} von {count}',
  'ranking.phone.send': 'Rangfolge senden',
  'ranking.phone.update': 'Rangfolge aktualisieren',
} satisfies Translation<typeof en>;
