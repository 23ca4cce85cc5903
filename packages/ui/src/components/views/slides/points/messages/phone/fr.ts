import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.phone.title': '100 points',
  'points.phone.announce': 'Nouvelle question 100 points : {title}',
  'points.phone.intro':
    'Répartissez 100 points entre les options : donnez-en le plus à ce qui compte le plus.',
  'points.phone.list': 'Vos points',
  'points.phone.points': '{count, plural, one {# point} other {# points}}',
  'points.phone.slider': 'Points pour {option}',
  'points.phone.less': 'Moins de points pour {option}',
  'points.phone.more': 'Plus de points pour {option}',
  'points.phone.total': '{given} sur 100 donnés',
  'points.phone.left':
    '{count, plural, =0 {Les 100 points sont donnés} one {# point restant} other {# points restants}}',
  'points.phone.giveAll': 'Donnez les 100 points pour les envoyer.',
  'points.phone.send': 'Envoyer les points',
  'points.phone.update': 'Mettre à jour les points',
} satisfies Translation<typeof en>;
