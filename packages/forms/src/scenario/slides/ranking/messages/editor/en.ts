// The ranking editor's catalogue (../../i18n.ts): English, the source. Its ids are the forms' (forms.ranking.*): the
// forms' `t` and issueText word them like their own (src/i18n/kinds.ts).
export default {
  'forms.ranking.label': 'Ranking',
  'forms.ranking.summary': '{count, plural, one {# item to put in order} other {# items to put in order}}',
  'forms.ranking.question': 'Question',
  'forms.ranking.questionHint': 'The room answers it by putting the items in order, most important first.',
  'forms.ranking.items': 'Items',
  'forms.ranking.itemsHint': '3 to 8 items, each up to 100 characters.',
  'forms.ranking.item': 'Item {n}',
  'forms.ranking.itemName': 'item {n}',
  'forms.ranking.reorder': 'Reorder item {n}',
  'forms.ranking.remove': 'Remove item {n}',
  'forms.ranking.add': 'Add item',
  'forms.ranking.minimumHint': 'The bars show on the presenter once this many have ranked.',
  'forms.ranking.error.title': 'Question is required for ranking slides',
  'forms.ranking.error.count': 'Ranking slides need 3 to 8 items',
  'forms.ranking.error.item': 'Each item needs text, up to 100 characters',
  'forms.ranking.error.duplicate': 'Each item must be different',
};
