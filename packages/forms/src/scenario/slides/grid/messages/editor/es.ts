import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.grid.label': 'Cuadrícula 2x2',
  'forms.grid.summary': '{count, plural, one {# elemento} other {# elementos}} según {x} y {y}',
  'forms.grid.question': 'Pregunta',
  'forms.grid.questionHint': 'Cada participante la responde colocando cada elemento en los dos ejes.',
  'forms.grid.xAxis': 'Eje horizontal',
  'forms.grid.yAxis': 'Eje vertical',
  'forms.grid.axisName': 'Nombre',
  'forms.grid.xLow': 'Extremo izquierdo',
  'forms.grid.xHigh': 'Extremo derecho',
  'forms.grid.yLow': 'Extremo inferior',
  'forms.grid.yHigh': 'Extremo superior',
  'forms.grid.xExample': 'Esfuerzo',
  'forms.grid.yExample': 'Impacto',
  'forms.grid.lowExample': 'Bajo',
  'forms.grid.highExample': 'Alto',
  'forms.grid.items': 'Elementos',
  'forms.grid.itemsHint':
    'De 2 a 10 elementos, de hasta 100 caracteres cada uno. Su orden los numera en el gráfico.',
  'forms.grid.item': 'Elemento {n}',
  'forms.grid.itemName': 'elemento {n}',
  'forms.grid.reorder': 'Reordenar el elemento {n}',
  'forms.grid.remove': 'Quitar el elemento {n}',
  'forms.grid.add': 'Añadir elemento',
  'forms.grid.minimumHint':
    'Las posiciones medias de la sala aparecen en la pantalla del presentador cuando haya respondido este número de participantes.',
  'forms.grid.error.title': 'La pregunta es obligatoria en las diapositivas de cuadrícula 2x2',
  'forms.grid.error.axis': 'Cada eje necesita un nombre y sus dos extremos, de hasta 40 caracteres cada uno',
  'forms.grid.error.count': 'Las diapositivas de cuadrícula 2x2 necesitan de 2 a 10 elementos',
  'forms.grid.error.item': 'Cada elemento necesita texto, de hasta 100 caracteres',
  'forms.grid.error.duplicate': 'Cada elemento debe ser distinto',
} satisfies Translation<typeof en>;
