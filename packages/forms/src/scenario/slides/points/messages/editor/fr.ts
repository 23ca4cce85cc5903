import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.points.label': '100 points',
  'forms.points.summary': '{count, plural, one {100 points sur # option} other {100 points sur # options}}',
  'forms.points.question': 'Question',
  'forms.points.questionHint': 'Chaque participant y répond en répartissant 100 points entre les options.',
  'forms.points.pointOptions': 'Options',
  'forms.points.choicesHint': 'De 2 à 8 options, chacune de 100 caractères au plus.',
  'forms.points.choice': 'Option {n}',
  'forms.points.choiceName': 'option {n}',
  'forms.points.reorder': 'Déplacer l’option {n}',
  'forms.points.remove': 'Supprimer l’option {n}',
  'forms.points.add': 'Ajouter une option',
  'forms.points.minimumHint':
    'Les moyennes de points s’affichent sur l’écran de présentation dès que ce nombre de participants a répondu.',
  'forms.points.error.title': 'La question est obligatoire pour les diapositives 100 points',
  'forms.points.error.count': 'Les diapositives 100 points ont besoin de 2 à 8 options',
  'forms.points.error.choice': 'Chaque option a besoin d’un texte de 100 caractères au plus',
  'forms.points.error.duplicate': 'Chaque option doit être différente',
} satisfies Translation<typeof en>;
