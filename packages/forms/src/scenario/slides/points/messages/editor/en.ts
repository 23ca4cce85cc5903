// The 100 points editor's catalogue (../../i18n.ts): English, the source. Its ids are the forms' (forms.points.*): the
// forms' `t` and issueText word them like their own (src/i18n/kinds.ts).
export default {
  'forms.points.label': '100 points',
  'forms.points.summary': '{count, plural, one {100 points over # option} other {100 points over # options}}',
  'forms.points.question': 'Question',
  'forms.points.questionHint': 'Each participant answers it by spreading 100 points over the options.',
  'forms.points.pointOptions': 'Options',
  'forms.points.choicesHint': '2 to 8 options, each up to 100 characters.',
  'forms.points.choice': 'Option {n}',
  'forms.points.choiceName': 'option {n}',
  'forms.points.reorder': 'Reorder option {n}',
  'forms.points.remove': 'Remove option {n}',
  'forms.points.add': 'Add option',
  'forms.points.minimumHint': 'The average points show on the presenter once this many have answered.',
  'forms.points.error.title': 'Question is required for 100 points slides',
  'forms.points.error.count': '100 points slides need 2 to 8 options',
  'forms.points.error.choice': 'Each option needs text, up to 100 characters',
  'forms.points.error.duplicate': 'Each option must be different',
};
