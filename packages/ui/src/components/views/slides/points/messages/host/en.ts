// The 100 points slide's words on the host's screens (the curriculum, the presenter, the host's phone, the report's
// chart; its own catalogue, carried in every language: ../../i18n.ts): English, the source.
export default {
  'points.host.label': '100 points',
  'points.host.pointOptions': '{count, plural, one {# option} other {# options}}',
  'points.host.body': 'Participants spread 100 points over these options on their phones.',
  'points.host.onPhone': 'Spread 100 points over the options on your phone.',
  'points.host.answered':
    '{total, plural, one {{count} of # participant answered} other {{count} of # participants answered}}',
  'points.host.results': 'Average points for each option',
  'points.host.average': '{mean} pts',
  'points.host.averagePoints': 'average {mean} points',
  'points.host.givers': '{count, plural, one {given points by # person} other {given points by # people}}',
  'points.host.heading': 'Average points',
  'points.host.sent': 'Allocations sent',
};
