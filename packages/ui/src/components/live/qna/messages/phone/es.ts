import type { Translation } from '../../../../../i18n/catalogue';
import type en from './en';

export default {
  'qna.phone.open': 'Preguntas',
  'qna.phone.back': 'Volver a la sesión',
  'qna.phone.heading': 'Pregunta al anfitrión',
  'qna.phone.intro': 'Pregunta de forma anónima y vota las preguntas que quieras que se respondan.',
  'qna.phone.label': 'Tu pregunta',
  'qna.phone.placeholder': 'Escribe tu pregunta…',
  'qna.phone.left': '{count, plural, one {Queda # carácter} other {Quedan # caracteres}}',
  'qna.phone.send': 'Preguntar',
  'qna.phone.sent': 'Pregunta enviada.',
  'qna.phone.waits': 'Enviada: el anfitrión la ve primero.',
  'qna.phone.sending': 'Enviando…',
  'qna.phone.list': 'Preguntas de la sala',
  'qna.phone.empty': 'Aún no hay preguntas. Sé el primero en preguntar.',
  'qna.phone.upvote': '{count, plural, one {Votar (# voto)} other {Votar (# votos)}}',
  'qna.phone.yours': '{count, plural, one {Tuya, # voto} other {Tuya, # votos}}',
  'qna.phone.answered': 'Respondida',
  'qna.phone.waiting': 'Esperando al anfitrión',
  'qna.phone.hidden': 'Ocultada por el anfitrión',
  'qna.phone.limit':
    '{count, plural, one {Has hecho # pregunta, el máximo de esta sesión.} other {Has hecho # preguntas, el máximo de esta sesión.}}',
} satisfies Translation<typeof en>;
