import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'points.host.label': '100 points',
  'points.host.pointOptions': '{count, plural, one {# option} other {# options}}',
  'points.host.body': 'Les participants répartissent 100 points entre ces options sur leur téléphone.',
  'points.host.onPhone': 'Répartissez 100 points entre les options sur votre téléphone.',
  'points.host.answered':
    '{total, plural, one {{count} participant sur # a répondu} other {{count} participants sur # ont répondu}}',
  'points.host.results': 'Points moyens de chaque option',
  'points.host.average': '{mean} pts',
  'points.host.averagePoints': 'moyenne de {mean} points',
  'points.host.givers':
    '{count, plural, one {des points donnés par # personne} other {des points donnés par # personnes}}',
  'points.host.heading': 'Points moyens',
  'points.host.sent': 'Répartitions envoyées',
} satisfies Translation<typeof en>;
