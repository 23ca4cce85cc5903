// The knowledge check's words on the participant's screens (its own catalogue, carried in every language:
// ../../i18n.ts): English, the source.
export default {
  'check.phone.title': 'Knowledge check',
  'check.phone.announce': 'New knowledge check: {title}',
  'check.phone.pickOne': 'Pick one answer.',
  'check.phone.pickAll': 'Pick all that apply, then send.',
  'check.phone.send': 'Send answer',
  'check.phone.update': 'Update answer',
  'check.phone.secondsLeft': '{seconds, plural, one {# second left} other {# seconds left}}',
  'check.phone.timeUp': 'Time is up. Wait for the answers.',
  'check.phone.waiting': 'Answer sent. Wait for the answers.',
  'check.phone.correctMark': 'Correct answer',
  'check.phone.yourChoice': 'Your choice',
  'check.phone.right': 'Correct!',
  'check.phone.wrong': 'Not quite. Here is the answer.',
  'check.phone.missed': 'You did not answer this one.',
  'check.phone.soFar':
    '{total, plural, one {{correct} of # correct so far} other {{correct} of # correct so far}}',
  'check.phone.explanation': 'Why',
};
