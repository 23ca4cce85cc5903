// The knowledge check editor's catalogue (../../i18n.ts): English, the source. Its ids are the forms'
// (forms.knowledge-check.*): the forms' `t` and issueText word them like their own (src/i18n/kinds.ts).
export default {
  'forms.knowledge-check.label': 'Knowledge check',
  'forms.knowledge-check.summary':
    '{count, plural, one {# choice} other {# choices}}, {correct, plural, one {# correct} other {# correct}}',
  'forms.knowledge-check.question': 'Question',
  'forms.knowledge-check.questionHint': 'Phones answer it; you reveal the correct choices when everyone has.',
  'forms.knowledge-check.choices': 'Choices',
  'forms.knowledge-check.choicesHint':
    '2 to 6 choices, each up to 120 characters. Tick the correct ones: with several, phones pick all that apply and only exactly those count as correct.',
  'forms.knowledge-check.choice': 'Choice {n}',
  'forms.knowledge-check.correct': 'Choice {n} is correct',
  'forms.knowledge-check.correctShort': 'Correct',
  'forms.knowledge-check.remove': 'Remove choice {n}',
  'forms.knowledge-check.add': 'Add choice',
  'forms.knowledge-check.explanation': 'Explanation',
  'forms.knowledge-check.explanationHint': 'Shown with the correct choices once you reveal them.',
  'forms.knowledge-check.timeLimit': 'Time limit (seconds)',
  'forms.knowledge-check.timeLimitHint': 'Optional, 5 to 300. Answers after it are refused.',
  'forms.knowledge-check.speedBonus': 'Speed bonus: faster correct answers score more',
  'forms.knowledge-check.speedBonusHint': 'Needs a time limit. Scores are never shown by name.',
  'forms.knowledge-check.error.title': 'Question is required for knowledge checks',
  'forms.knowledge-check.error.count': 'A knowledge check needs 2 to 6 choices',
  'forms.knowledge-check.error.choice': 'Each choice needs text, up to 120 characters',
  'forms.knowledge-check.error.duplicate': 'Each choice must be different',
  'forms.knowledge-check.error.correct': 'Mark at least one choice as correct',
  'forms.knowledge-check.error.explanation': 'The explanation can be up to 500 characters',
  'forms.knowledge-check.error.timeLimit': 'The time limit must be 5 to 300 seconds',
  'forms.knowledge-check.error.speedBonus': 'The speed bonus needs a time limit',
};
