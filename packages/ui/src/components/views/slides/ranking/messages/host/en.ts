// The ranking's words on the host's screens (the curriculum, the presenter, the host's phone, the report's chart; its
// own catalogue, carried in every language: ../../i18n.ts): English, the source.
export default {
  'ranking.host.label': 'Ranking',
  'ranking.host.items': '{count, plural, one {# item} other {# items}}',
  'ranking.host.body': 'Participants put these items in order on their phones, most important first.',
  'ranking.host.rankOnPhone': 'Put the items in order on your phone.',
  'ranking.host.answered':
    '{total, plural, one {{count} of # participant ranked} other {{count} of # participants ranked}}',
  'ranking.host.results': 'Average rank of each item',
  'ranking.host.average': 'avg {mean}',
  'ranking.host.averageRank': 'average rank {mean}',
  'ranking.host.heading': 'Average ranks',
  'ranking.host.sent': 'Rankings sent',
};
