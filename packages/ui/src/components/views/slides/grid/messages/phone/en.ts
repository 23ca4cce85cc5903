// The 2x2 grid slide's words on a participant's phone (its own catalogue, carried in every language: ../../i18n.ts):
// English, the source.
export default {
  'grid.phone.title': '2x2 grid',
  'grid.phone.announce': 'New 2x2 grid question: {title}',
  'grid.phone.intro': 'Place each item on both axes with its two sliders.',
  'grid.phone.list': 'Your items',
  'grid.phone.slider': '{axis} for {item}',
  'grid.phone.value': '{value} of 100, from {low} to {high}',
  'grid.phone.notPlaced': 'Not placed yet',
  'grid.phone.placed': '{total, plural, one {{placed} of # item placed} other {{placed} of # items placed}}',
  'grid.phone.placeAll': 'Move the sliders of every item to send your placement.',
  'grid.phone.send': 'Send placement',
  'grid.phone.update': 'Update placement',
};
