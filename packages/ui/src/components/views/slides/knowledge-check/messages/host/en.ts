// The knowledge check's words on the host's screens (its own catalogue, carried in every language:
// ../../i18n.ts): English, the source.
export default {
  'check.host.label': 'Knowledge check',
  'check.host.meta': '{count, plural, one {# choice} other {# choices}}',
  'check.host.timed': '{seconds} s to answer',
  'check.host.speedBonus': 'Speed bonus on: faster correct answers score more',
  'check.host.correctMark': 'Correct',
  'check.host.explanation': 'Why',
  'check.host.answerOnPhone': 'Answer on your phone.',
  'check.host.pickAll': 'Answer on your phone: pick all that apply.',
  'check.host.answered':
    '{total, plural, one {{count} of # participant answered} other {{count} of # participants answered}}',
  'check.host.secondsLeft': '{seconds, plural, one {# second left} other {# seconds left}}',
  'check.host.timeUp': 'Time is up',
  'check.host.chose': '{count, plural, one {# chose it} other {# chose it}} ({percent})',
  'check.host.heading': 'Knowledge check',
  'check.host.sent': 'Answers',
  'check.host.reveal': 'Reveal the answers',
  'check.host.revealed': 'Answers revealed',
  'check.host.shareCorrect': '{share} answered exactly right',
  'check.host.hostCorrect': 'Correct: {keys}',
  'check.host.misconception': 'Most chosen wrong answer: {label}',
  'check.host.noMisconception': 'No one chose a wrong answer',
  'check.host.report': 'Answers to each choice',
};
