import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.host.label': 'Quiz de connaissances',
  'check.host.meta': '{count, plural, one {# réponse} other {# réponses}}',
  'check.host.timed': '{seconds} s pour répondre',
  'check.host.speedBonus': 'Bonus de rapidité : les bonnes réponses plus rapides rapportent plus',
  'check.host.correctMark': 'Correcte',
  'check.host.explanation': 'Pourquoi',
  'check.host.answerOnPhone': 'Répondez sur votre téléphone.',
  'check.host.pickAll': 'Répondez sur votre téléphone : choisissez toutes les bonnes réponses.',
  'check.host.answered':
    '{total, plural, one {{count} participant sur # a répondu} other {{count} participants sur # ont répondu}}',
  'check.host.secondsLeft': '{seconds, plural, one {# seconde restante} other {# secondes restantes}}',
  'check.host.timeUp': 'Temps écoulé',
  'check.host.chose': '{count, plural, one {# l’a choisie} other {# l’ont choisie}} ({percent})',
  'check.host.heading': 'Quiz de connaissances',
  'check.host.sent': 'Réponses',
  'check.host.reveal': 'Dévoiler les réponses',
  'check.host.revealed': 'Réponses dévoilées',
  'check.host.shareCorrect': '{share} ont répondu exactement juste',
  'check.host.hostCorrect': 'Correcte : {keys}',
  'check.host.misconception': 'Mauvaise réponse la plus choisie : {label}',
  'check.host.noMisconception': 'Personne n’a choisi de mauvaise réponse',
  'check.host.report': 'Réponses à chaque choix',
} satisfies Translation<typeof en>;
