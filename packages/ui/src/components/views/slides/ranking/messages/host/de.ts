import type { Translation } from '../../../../../../i18n/catalogue';
import type en from './en';

export default {
  'ranking.host.label': 'Rangfolge',
  'ranking.host.items': '{count, plural, one {# Punkt} other {# Punkte}}',
  'ranking.host.body':
    'Die Teilnehmenden bringen diese Punkte auf dem Handy in eine Reihenfolge, den wichtigsten zuerst.',
  'ranking.host.rankOnPhone': 'Bring die Punkte auf dem Handy in eine Reihenfolge.',
  'ranking.host.answered':
    '{total, plural, one {{count} von # Person hat eine Rangfolge gesendet} other {{count} von # Personen haben eine Rangfolge gesendet}}',
  'ranking.host.results': 'Durchschnittlicher Rang jedes Punkts',
  'ranking.host.average': 'Ø {mean}',
  'ranking.host.averageRank': 'durchschnittlicher Rang {mean}',
  'ranking.host.heading': 'Durchschnittliche Ränge',
  'ranking.host.sent': 'Gesendete Rangfolgen',
} satisfies Translation<typeof en>;
