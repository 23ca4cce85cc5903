import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.phone.title': '100 puntos',
  'points.phone.announce': 'Nueva pregunta de 100 puntos: {title}',
  'points.phone.intro': 'Reparte 100 puntos entre las opciones: da más a lo que más importa.',
  'points.phone.list': 'Tus puntos',
  'points.phone.points': '{count, plural, one {# punto} other {# puntos}}',
  'points.phone.slider': 'Puntos para {option}',
  'points.phone.less': 'Menos puntos para {option}',
  'points.phone.more': 'Más puntos para {option}',
  'points.phone.total': '{given} de 100 repartidos',
  'points.phone.left':
    '{count, plural, =0 {Los 100 puntos están repartidos} one {Queda # punto} other {Quedan # puntos}}',
  'points.phone.giveAll': 'Reparte los 100 puntos para enviarlos.',
  'points.phone.send': 'Enviar puntos',
  'points.phone.update': 'Actualizar puntos',
} satisfies Translation<typeof en>;
