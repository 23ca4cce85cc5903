// The 2x2 grid slide's words on the host's screens (the curriculum, the presenter, the host's phone, the report's
// plot; its own catalogue, carried in every language: ../../i18n.ts): English, the source.
export default {
  'grid.host.label': '2x2 grid',
  'grid.host.items': '{count, plural, one {# item} other {# items}} by {x} and {y}',
  'grid.host.body':
    'Participants place these items on their phones, by {x} ({xLow} to {xHigh}) and {y} ({yLow} to {yHigh}).',
  'grid.host.onPhone': 'Place each item on both axes on your phone.',
  'grid.host.answered':
    '{total, plural, one {{count} of # participant answered} other {{count} of # participants answered}}',
  'grid.host.plot': 'Where the room placed each item: {x} across, {y} up',
  'grid.host.legend': 'Items on the plot',
  'grid.host.place': '{axis}: average {mean}, spread {spread}',
  'grid.host.average': '{mean} ± {spread}',
  'grid.host.item': 'Item',
  'grid.host.axis': '{axis} ({low} 0 to {high} 100)',
  'grid.host.table':
    "Each item's average place on both axes, from 0 to 100, ± its spread (one standard deviation)",
  'grid.host.placedBy': '{count, plural, one {placed by # person} other {placed by # people}}',
  'grid.host.heading': 'Average places',
  'grid.host.sent': 'Placements sent',
};
