import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.host.label': 'Comprobación de conocimientos',
  'check.host.meta': '{count, plural, one {# opción} other {# opciones}}',
  'check.host.timed': '{seconds} s para responder',
  'check.host.speedBonus': 'Bonificación por rapidez: las respuestas correctas más rápidas puntúan más',
  'check.host.correctMark': 'Correcta',
  'check.host.explanation': 'Por qué',
  'check.host.answerOnPhone': 'Responde en tu teléfono.',
  'check.host.pickAll': 'Responde en tu teléfono: elige todas las que correspondan.',
  'check.host.answered':
    '{total, plural, one {{count} de # participante respondió} other {{count} de # participantes respondieron}}',
  'check.host.secondsLeft': '{seconds, plural, one {Queda # segundo} other {Quedan # segundos}}',
  'check.host.timeUp': 'Se acabó el tiempo',
  'check.host.chose': '{count, plural, one {# la eligió} other {# la eligieron}} ({percent})',
  'check.host.heading': 'Comprobación de conocimientos',
  'check.host.sent': 'Respuestas',
  'check.host.reveal': 'Mostrar las respuestas',
  'check.host.revealed': 'Respuestas mostradas',
  'check.host.shareCorrect': '{share} respondió exactamente bien',
  'check.host.hostCorrect': 'Correcta: {keys}',
  'check.host.misconception': 'Respuesta incorrecta más elegida: {label}',
  'check.host.noMisconception': 'Nadie eligió una respuesta incorrecta',
  'check.host.report': 'Respuestas a cada opción',
} satisfies Translation<typeof en>;
