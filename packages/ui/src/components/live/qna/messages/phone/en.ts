// The audience Q&A's words on a participant's phone (its own catalogue, carried in every language: ../../i18n.ts):
// English, the source.
export default {
  'qna.phone.open': 'Questions',
  'qna.phone.back': 'Back to the session',
  'qna.phone.heading': 'Ask the host',
  'qna.phone.intro': 'Ask anonymously, and upvote the questions you want answered.',
  'qna.phone.label': 'Your question',
  'qna.phone.placeholder': 'Type your question…',
  'qna.phone.left': '{count, plural, one {# character left} other {# characters left}}',
  'qna.phone.send': 'Ask',
  'qna.phone.sent': 'Question sent.',
  'qna.phone.waits': 'Sent: the host sees it first.',
  'qna.phone.sending': 'Sending…',
  'qna.phone.list': 'Questions from the room',
  'qna.phone.empty': 'No questions yet. Be the first to ask.',
  'qna.phone.upvote': '{count, plural, one {Upvote (# vote)} other {Upvote (# votes)}}',
  'qna.phone.yours': '{count, plural, one {Yours, # vote} other {Yours, # votes}}',
  'qna.phone.answered': 'Answered',
  'qna.phone.waiting': 'Waiting for the host',
  'qna.phone.hidden': 'Hidden by the host',
  'qna.phone.limit':
    '{count, plural, one {You asked # question, the most for this session.} other {You asked # questions, the most for this session.}}',
};
