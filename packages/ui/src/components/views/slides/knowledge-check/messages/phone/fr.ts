import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'check.phone.title': 'Quiz de connaissances',
  'check.phone.announce': 'Nouveau quiz de connaissances : {title}',
  'check.phone.pickOne': 'Choisissez une réponse.',
  'check.phone.pickAll': 'Choisissez toutes les bonnes réponses, puis envoyez.',
  'check.phone.send': 'Envoyer la réponse',
  'check.phone.update': 'Modifier la réponse',
  'check.phone.secondsLeft': '{seconds, plural, one {# seconde restante} other {# secondes restantes}}',
  'check.phone.timeUp': 'Temps écoulé. Attendez les réponses.',
  'check.phone.waiting': 'Réponse envoyée. Attendez les réponses.',
  'check.phone.correctMark': 'Bonne réponse',
  'check.phone.yourChoice': 'Votre choix',
  'check.phone.right': 'Correct !',
  'check.phone.wrong': 'Pas tout à fait. Voici la réponse.',
  'check.phone.missed': 'Vous n’avez pas répondu à celle-ci.',
  'check.phone.soFar':
    '{total, plural, one {{correct} sur # correcte jusqu’ici} other {{correct} sur # correctes jusqu’ici}}',
  'check.phone.explanation': 'Pourquoi',
} satisfies Translation<typeof en>;
