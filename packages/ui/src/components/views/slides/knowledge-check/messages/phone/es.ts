import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.phone.title': 'Comprobación de conocimientos',
  'check.phone.announce': 'Nueva comprobación de conocimientos: {title}',
  'check.phone.pickOne': 'Elige una respuesta.',
  'check.phone.pickAll': 'Elige todas las que correspondan y envía.',
  'check.phone.send': 'Enviar respuesta',
  'check.phone.update': 'Cambiar respuesta',
  'check.phone.secondsLeft': '{seconds, plural, one {Queda # segundo} other {Quedan # segundos}}',
  'check.phone.timeUp': 'Se acabó el tiempo. Espera las respuestas.',
  'check.phone.waiting': 'Respuesta enviada. Espera las respuestas.',
  'check.phone.correctMark': 'Respuesta correcta',
  'check.phone.yourChoice': 'Tu elección',
  'check.phone.right': '¡Correcto!',
  'check.phone.wrong': 'No del todo. Esta es la respuesta.',
  'check.phone.missed': 'No respondiste a esta.',
  'check.phone.soFar':
    '{total, plural, one {{correct} de # correcta hasta ahora} other {{correct} de # correctas hasta ahora}}',
  'check.phone.explanation': 'Por qué',
} satisfies Translation<typeof en>;
