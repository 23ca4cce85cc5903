// The participant page's views alone (the phones' page has a budget of 90 KB of gzipped script): the code box, the
// waiting and thank-you screens and each slide type's participant screen (together a chunk of their own, loaded once
// the participant is in the session).
// The live shapes the screens take (LiveState and friends) are @readyteams/activities/live's.
export type { LiveConnection } from '../components/live/connection-note';
export { answerKey } from '../components/live/format';
export * from '../components/live/participant-view';
export * from '../components/live/stage-theme';
export { Centered } from '../components/live/centered';
export type { ParticipantTeam } from '../components/live/teams/phone';
export type { ParticipantQna } from '../components/live/qna/phone';
export type {
  ParticipantBoard,
  ParticipantCommitments,
  ParticipantSlideView,
  SaveStatus,
} from '../components/views/slides/kind';
