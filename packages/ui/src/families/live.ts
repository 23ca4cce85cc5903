// The live session's host screens and the report: presenter, host controls, results charts. The participant page
// has its own entry (live-participant) so phones load only what they show.
// The live shapes the screens take (LiveState and friends) are @readyteams/activities/live's.
export type { LiveConnection } from '../components/live/connection-note';
export { answerKey, optionLetter } from '../components/live/format';
export * from '../components/live/presenter-view';
export * from '../components/live/stage-theme';
export * from '../components/live/host-controls-view';
export * from '../components/live/report-view';
export type { OnTeamEvent, TeamHostEvent } from '../components/live/teams/host';
export * from '../components/live/follow-up-notice';
export * from '../components/live/results-chart';
export * from '../components/views/slides/decision/branching';
export { videoPosition } from '../components/views/slides/video/live';
export { liveSlideViews } from '../components/views/slides/live';
export type { LiveSlideProps, LiveSlideView } from '../components/views/slides/kind';
