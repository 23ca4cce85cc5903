import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.host.label': 'Classement',
  'ranking.host.items': '{count, plural, one {# élément} other {# éléments}}',
  'ranking.host.body':
    'Les participants classent ces éléments sur leur téléphone, du plus important au moins important.',
  'ranking.host.rankOnPhone': 'Classez les éléments sur votre téléphone.',
  'ranking.host.answered':
    '{total, plural, one {{count} sur # participant a classé} other {{count} sur # participants ont classé}}',
  'ranking.host.results': 'Rang moyen de chaque élément',
  'ranking.host.average': 'moy. {mean}',
  'ranking.host.averageRank': 'rang moyen {mean}',
  'ranking.host.heading': 'Rangs moyens',
  'ranking.host.sent': 'Classements envoyés',
} satisfies Translation<typeof en>;
