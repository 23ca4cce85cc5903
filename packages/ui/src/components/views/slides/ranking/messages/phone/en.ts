// The ranking's words on a participant's phone (its own catalogue, carried in every language: ../../i18n.ts):
// English, the source.
export default {
  'ranking.phone.title': 'Ranking',
  'ranking.phone.announce': 'New ranking: {title}',
  'ranking.phone.intro': 'Put the items in order, most important first: drag them, or use the arrows.',
  'ranking.phone.list': 'Your order',
  'ranking.phone.up': 'Move {item} up',
  'ranking.phone.down': 'Move {item} down',
  'ranking.phone.moved': '{item} moved to position {position} of {count}',
  'ranking.phone.send': 'Send ranking',
  'ranking.phone.update': 'Update ranking',
};
