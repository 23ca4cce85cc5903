import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.phone.title': 'Classement',
  'ranking.phone.announce': 'Nouveau classement : {title}',
  'ranking.phone.intro':
    'Classez les éléments, le plus important en premier : faites-les glisser ou utilisez les flèches.',
  'ranking.phone.list': 'Votre classement',
  'ranking.phone.up': 'Monter {item}',
  'ranking.phone.down': 'Descendre {item}',
  'ranking.phone.moved': '{item} est maintenant en position {position} sur {count}',
  'ranking.phone.send': 'Envoyer le classement',
  'ranking.phone.update': 'Mettre à jour le classement',
} satisfies Translation<typeof en>;
