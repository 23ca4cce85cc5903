import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.knowledge-check.label': 'Comprobación de conocimientos',
  'forms.knowledge-check.summary':
    '{count, plural, one {# opción} other {# opciones}}, {correct, plural, one {# correcta} other {# correctas}}',
  'forms.knowledge-check.question': 'Pregunta',
  'forms.knowledge-check.questionHint':
    'Los teléfonos la responden; tú muestras las opciones correctas cuando todos hayan respondido.',
  'forms.knowledge-check.choices': 'Opciones',
  'forms.knowledge-check.choicesHint':
    'De 2 a 6 opciones, de hasta 120 caracteres cada una. Marca las correctas: si hay varias, los teléfonos eligen todas las que correspondan y solo cuentan como correctas exactamente esas.',
  'forms.knowledge-check.choice': 'Opción {n}',
  'forms.knowledge-check.correct': 'La opción {n} es correcta',
  'forms.knowledge-check.correctShort': 'Correcta',
  'forms.knowledge-check.remove': 'Quitar la opción {n}',
  'forms.knowledge-check.add': 'Añadir opción',
  'forms.knowledge-check.explanation': 'Explicación',
  'forms.knowledge-check.explanationHint': 'Se muestra con las opciones correctas cuando las reveles.',
  'forms.knowledge-check.timeLimit': 'Límite de tiempo (segundos)',
  'forms.knowledge-check.timeLimitHint': 'Opcional, de 5 a 300. Las respuestas posteriores se rechazan.',
  'forms.knowledge-check.speedBonus':
    'Bonificación por rapidez: las respuestas correctas más rápidas puntúan más',
  'forms.knowledge-check.speedBonusHint':
    'Necesita un límite de tiempo. Las puntuaciones nunca se muestran por nombre.',
  'forms.knowledge-check.error.title': 'La pregunta es obligatoria en las comprobaciones de conocimientos',
  'forms.knowledge-check.error.count': 'Una comprobación de conocimientos necesita de 2 a 6 opciones',
  'forms.knowledge-check.error.choice': 'Cada opción necesita texto, de hasta 120 caracteres',
  'forms.knowledge-check.error.duplicate': 'Cada opción debe ser distinta',
  'forms.knowledge-check.error.correct': 'Marca al menos una opción como correcta',
  'forms.knowledge-check.error.explanation': 'La explicación puede tener hasta 500 caracteres',
  'forms.knowledge-check.error.timeLimit': 'El límite de tiempo debe ser de 5 a 300 segundos',
  'forms.knowledge-check.error.speedBonus': 'La bonificación por rapidez necesita un límite de tiempo',
} satisfies Translation<typeof en>;
