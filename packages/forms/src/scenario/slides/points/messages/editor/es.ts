import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.points.label': '100 puntos',
  'forms.points.summary':
    '{count, plural, one {100 puntos entre # opción} other {100 puntos entre # opciones}}',
  'forms.points.question': 'Pregunta',
  'forms.points.questionHint': 'Cada participante responde repartiendo 100 puntos entre las opciones.',
  'forms.points.pointOptions': 'Opciones',
  'forms.points.choicesHint': 'De 2 a 8 opciones, cada una de hasta 100 caracteres.',
  'forms.points.choice': 'Opción {n}',
  'forms.points.choiceName': 'opción {n}',
  'forms.points.reorder': 'Reordenar la opción {n}',
  'forms.points.remove': 'Quitar la opción {n}',
  'forms.points.add': 'Añadir opción',
  'forms.points.minimumHint':
    'Los puntos medios aparecen en la presentación en cuanto responde este número de participantes.',
  'forms.points.error.title': 'La pregunta es obligatoria en las diapositivas de 100 puntos',
  'forms.points.error.count': 'Las diapositivas de 100 puntos necesitan de 2 a 8 opciones',
  'forms.points.error.choice': 'Cada opción necesita texto, de hasta 100 caracteres',
  'forms.points.error.duplicate': 'Cada opción debe ser distinta',
} satisfies Translation<typeof en>;
