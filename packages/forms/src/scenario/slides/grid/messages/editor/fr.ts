import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.grid.label': 'Grille 2x2',
  'forms.grid.summary': '{count, plural, one {# élément} other {# éléments}} selon {x} et {y}',
  'forms.grid.question': 'Question',
  'forms.grid.questionHint': 'Chaque participant y répond en plaçant chaque élément sur les deux axes.',
  'forms.grid.xAxis': 'Axe horizontal',
  'forms.grid.yAxis': 'Axe vertical',
  'forms.grid.axisName': 'Nom',
  'forms.grid.xLow': 'Extrémité gauche',
  'forms.grid.xHigh': 'Extrémité droite',
  'forms.grid.yLow': 'Extrémité basse',
  'forms.grid.yHigh': 'Extrémité haute',
  'forms.grid.xExample': 'Effort',
  'forms.grid.yExample': 'Impact',
  'forms.grid.lowExample': 'Faible',
  'forms.grid.highExample': 'Élevé',
  'forms.grid.items': 'Éléments',
  'forms.grid.itemsHint':
    'De 2 à 10 éléments, de 100 caractères au plus chacun. Leur ordre les numérote sur le graphique.',
  'forms.grid.item': 'Élément {n}',
  'forms.grid.itemName': 'élément {n}',
  'forms.grid.reorder': 'Déplacer l’élément {n}',
  'forms.grid.remove': 'Retirer l’élément {n}',
  'forms.grid.add': 'Ajouter un élément',
  'forms.grid.minimumHint':
    'Les positions moyennes de la salle s’affichent à l’écran de présentation dès que ce nombre de participants a répondu.',
  'forms.grid.error.title': 'La question est obligatoire pour les diapositives grille 2x2',
  'forms.grid.error.axis':
    'Chaque axe a besoin d’un nom et de ses deux extrémités, de 40 caractères au plus chacun',
  'forms.grid.error.count': 'Les diapositives grille 2x2 ont besoin de 2 à 10 éléments',
  'forms.grid.error.item': 'Chaque élément a besoin d’un texte de 100 caractères au plus',
  'forms.grid.error.duplicate': 'Chaque élément doit être différent',
} satisfies Translation<typeof en>;
