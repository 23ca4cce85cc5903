// The 100 points slide's words on a participant's phone (its own catalogue, carried in every language:
// ../../i18n.ts): English, the source.
export default {
  'points.phone.title': '100 points',
  'points.phone.announce': 'New 100 points question: {title}',
  'points.phone.intro': 'Spread 100 points over the options: give the most to what matters most.',
  'points.phone.list': 'Your points',
  'points.phone.points': '{count, plural, one {# point} other {# points}}',
  'points.phone.slider': 'Points for {option}',
  'points.phone.less': 'Fewer points for {option}',
  'points.phone.more': 'More points for {option}',
  'points.phone.total': '{given} of 100 given',
  'points.phone.left': '{count, plural, =0 {All 100 points given} one {# point left} other {# points left}}',
  'points.phone.giveAll': 'Give out all 100 points to send them.',
  'points.phone.send': 'Send points',
  'points.phone.update': 'Update points',
};
