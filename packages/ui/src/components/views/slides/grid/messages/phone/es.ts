import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'grid.phone.title': 'Cuadrícula 2x2',
  'grid.phone.announce': 'Nueva pregunta de cuadrícula 2x2: {title}',
  'grid.phone.intro': 'Coloca cada elemento en los dos ejes con sus dos controles deslizantes.',
  'grid.phone.list': 'Tus elementos',
  'grid.phone.slider': '{axis} de {item}',
  'grid.phone.value': '{value} de 100, de {low} a {high}',
  'grid.phone.notPlaced': 'Sin colocar',
  'grid.phone.placed':
    '{total, plural, one {{placed} de # elemento colocado} other {{placed} de # elementos colocados}}',
  'grid.phone.placeAll': 'Mueve los controles de cada elemento para enviar tu colocación.',
  'grid.phone.send': 'Enviar colocación',
  'grid.phone.update': 'Actualizar colocación',
} satisfies Translation<typeof en>;
