// The participant page's views alone (the phones' page has a budget of 90 KB of gzipped script): the code box, the
// waiting and thank-you screens and each slide type's participant screen.
export type * from '../components/live/types';
export { answerKey } from '../components/live/format';
export * from '../components/live/participant-view';
export * from '../components/live/participant-parts';
export { participantSlideViews } from '../components/views/slides/participant';
export type { ParticipantSlideView } from '../components/views/slides/kind';
