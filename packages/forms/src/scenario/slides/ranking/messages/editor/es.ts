import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.ranking.label': 'Clasificación',
  'forms.ranking.summary': '{count, plural, one {# elemento para ordenar} other {# elementos para ordenar}}',
  'forms.ranking.question': 'Pregunta',
  'forms.ranking.questionHint': 'El grupo responde ordenando los elementos, del más importante al menos.',
  'forms.ranking.items': 'Elementos',
  'forms.ranking.itemsHint': 'De 3 a 8 elementos, cada uno de hasta 100 caracteres.',
  'forms.ranking.item': 'Elemento {n}',
  'forms.ranking.itemName': 'elemento {n}',
  'forms.ranking.reorder': 'Reordenar el elemento {n}',
  'forms.ranking.remove': 'Quitar el elemento {n}',
  'forms.ranking.add': 'Añadir elemento',
  'forms.ranking.minimumHint':
    'Las barras aparecen en la presentación en cuanto hayan ordenado los elementos esta cantidad de participantes.',
  'forms.ranking.error.title': 'La pregunta es obligatoria en las diapositivas de clasificación',
  'forms.ranking.error.count': 'Las diapositivas de clasificación necesitan de 3 a 8 elementos',
  'forms.ranking.error.item': 'Cada elemento necesita texto, de hasta 100 caracteres',
  'forms.ranking.error.duplicate': 'Cada elemento debe ser distinto',
} satisfies Translation<typeof en>;
