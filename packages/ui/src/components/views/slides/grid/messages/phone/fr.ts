import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.phone.title': 'Grille 2x2',
  'grid.phone.announce': 'Nouvelle question grille 2x2 : {title}',
  'grid.phone.intro': 'Placez chaque élément sur les deux axes avec ses deux curseurs.',
  'grid.phone.list': 'Vos éléments',
  'grid.phone.slider': '{axis} pour {item}',
  'grid.phone.value': '{value} sur 100, de {low} à {high}',
  'grid.phone.notPlaced': 'Pas encore placé',
  'grid.phone.placed':
    '{total, plural, one {{placed} élément placé sur #} other {{placed} éléments placés sur #}}',
  'grid.phone.placeAll': 'Déplacez les curseurs de chaque élément pour envoyer votre placement.',
  'grid.phone.send': 'Envoyer le placement',
  'grid.phone.update': 'Mettre à jour le placement',
} satisfies Translation<typeof en>;
