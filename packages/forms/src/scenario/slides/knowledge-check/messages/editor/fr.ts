import type { Translation } from '@readyteams/ui/i18n';
import type en from './en';

export default {
  'forms.knowledge-check.label': 'Quiz de connaissances',
  'forms.knowledge-check.summary':
    '{count, plural, one {# réponse} other {# réponses}}, {correct, plural, one {# correcte} other {# correctes}}',
  'forms.knowledge-check.question': 'Question',
  'forms.knowledge-check.questionHint':
    'Les téléphones y répondent ; vous dévoilez les bonnes réponses quand tout le monde a répondu.',
  'forms.knowledge-check.choices': 'Réponses',
  'forms.knowledge-check.choicesHint':
    '2 à 6 réponses de 120 caractères au plus. Cochez les bonnes : s’il y en a plusieurs, les téléphones choisissent toutes celles qui conviennent et seules exactement celles-ci comptent comme correctes.',
  'forms.knowledge-check.choice': 'Réponse {n}',
  'forms.knowledge-check.correct': 'La réponse {n} est correcte',
  'forms.knowledge-check.correctShort': 'Correcte',
  'forms.knowledge-check.remove': 'Retirer la réponse {n}',
  'forms.knowledge-check.add': 'Ajouter une réponse',
  'forms.knowledge-check.explanation': 'Explication',
  'forms.knowledge-check.explanationHint': 'Affichée avec les bonnes réponses une fois dévoilées.',
  'forms.knowledge-check.timeLimit': 'Limite de temps (secondes)',
  'forms.knowledge-check.timeLimitHint': 'Facultative, de 5 à 300. Les réponses après sont refusées.',
  'forms.knowledge-check.speedBonus': 'Bonus de rapidité : les bonnes réponses plus rapides rapportent plus',
  'forms.knowledge-check.speedBonusHint':
    'Demande une limite de temps. Les scores ne sont jamais montrés par nom.',
  'forms.knowledge-check.error.title': 'La question est obligatoire pour les quiz de connaissances',
  'forms.knowledge-check.error.count': 'Un quiz de connaissances a besoin de 2 à 6 réponses',
  'forms.knowledge-check.error.choice': 'Chaque réponse a besoin d’un texte de 120 caractères au plus',
  'forms.knowledge-check.error.duplicate': 'Chaque réponse doit être différente',
  'forms.knowledge-check.error.correct': 'Marquez au moins une réponse comme correcte',
  'forms.knowledge-check.error.explanation': 'L’explication peut compter 500 caractères au plus',
  'forms.knowledge-check.error.timeLimit': 'La limite de temps doit être de 5 à 300 secondes',
  'forms.knowledge-check.error.speedBonus': 'Le bonus de rapidité a besoin d’une limite de temps',
} satisfies Translation<typeof en>;
