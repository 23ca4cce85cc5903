import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.ranking.label': 'Classement',
  'forms.ranking.summary': '{count, plural, one {# élément à classer} other {# éléments à classer}}',
  'forms.ranking.question': 'Question',
  'forms.ranking.questionHint':
    'Le groupe y répond en classant les éléments, du plus important au moins important.',
  'forms.ranking.items': 'Éléments',
  'forms.ranking.itemsHint': 'De 3 à 8 éléments, de 100 caractères au plus chacun.',
  'forms.ranking.item': 'Élément {n}',
  'forms.ranking.itemName': 'élément {n}',
  'forms.ranking.reorder': 'Déplacer l’élément {n}',
  'forms.ranking.remove': 'Supprimer l’élément {n}',
  'forms.ranking.add': 'Ajouter un élément',
  'forms.ranking.minimumHint':
    'Les barres s’affichent dans la présentation dès que ce nombre de participants a classé les éléments.',
  'forms.ranking.error.title': 'La question est obligatoire pour les diapositives de classement',
  'forms.ranking.error.count': 'Les diapositives de classement ont besoin de 3 à 8 éléments',
  'forms.ranking.error.item': 'Chaque élément a besoin d’un texte de 100 caractères au plus',
  'forms.ranking.error.duplicate': 'Chaque élément doit être différent',
} satisfies Translation<typeof en>;
