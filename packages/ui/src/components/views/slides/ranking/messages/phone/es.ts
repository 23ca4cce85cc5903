import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.phone.title': 'Clasificación',
  'ranking.phone.announce': 'Nueva clasificación: {title}',
  'ranking.phone.intro': 'Ordena los elementos, el más importante primero: arrástralos o usa las flechas.',
  'ranking.phone.list': 'Tu orden',
  'ranking.phone.up': 'Subir {item}',
  'ranking.phone.down': 'Bajar {item}',
  'ranking.phone.moved': '{item} pasa a la posición {position} de {count}',
  'ranking.phone.send': 'Enviar clasificación',
  'ranking.phone.update': 'Actualizar clasificación',
} satisfies Translation<typeof en>;
