/**
 * The views' slide types on the hosts' screens, a line each per place a type shows there: its curriculum entry in the
 * scenario preview and the host controls (`<type>/index.tsx`), its presenter and host panel (`<type>/live.tsx`) and,
 * when it adds a question kind of its own, how that question's results are drawn in the report. The phones' screens
 * have their registry apart (participant.ts), so the participant page loads none of these. Each map is typed by
 * @readyteams/activities' kinds, so a type (or a question kind) missing is a type error, and a test holds the keys
 * to the contract's.
 */
import type { KindQuestionKind, SlideType } from '@readyteams/activities/live';
import type { KindResultView } from '../../live/results-chart';
import { commitment } from './commitment';
import { commitmentLive } from './commitment/live';
import { decision } from './decision';
import { decisionLive } from './decision/live';
import { discussion } from './discussion';
import { discussionLive } from './discussion/live';
import { grid } from './grid';
import { gridLive } from './grid/live';
import { GridPlot } from './grid/plot';
import type { LiveSlideView, SlideView } from './kind';
import { points } from './points';
import { PointsBars } from './points/bars';
import { pointsLive } from './points/live';
import { knowledgeCheck } from './knowledge-check';
import { knowledgeCheckLive } from './knowledge-check/live';
import { CheckBars } from './knowledge-check/results';
import { poll } from './poll';
import { pollLive } from './poll/live';
import { pollResults } from './poll-results';
import { pollResultsLive } from './poll-results/live';
import { ranking } from './ranking';
import { RankBars } from './ranking/bars';
import { rankingLive } from './ranking/live';
import { video } from './video';
import { videoLive } from './video/live';
import { wordCloud } from './word-cloud';
import { wordCloudLive } from './word-cloud/live';

/** The curriculum entries (scenario preview, host controls' list). */
export const slideViews = {
  video,
  poll,
  discussion,
  'poll-results': pollResults,
  'word-cloud': wordCloud,
  decision,
  commitment,
  ranking,
  points,
  'knowledge-check': knowledgeCheck,
  grid,
} satisfies { [T in SlideType]: SlideView<T> };

/** The host's screens: presenter and host controls. */
export const liveSlideViews: { [T in SlideType]: LiveSlideView<T> } = {
  video: videoLive,
  poll: pollLive,
  discussion: discussionLive,
  'poll-results': pollResultsLive,
  'word-cloud': wordCloudLive,
  decision: decisionLive,
  commitment: commitmentLive,
  ranking: rankingLive,
  points: pointsLive,
  'knowledge-check': knowledgeCheckLive,
  grid: gridLive,
};

/** How a question kind a type adds is drawn in the report's results (the core's kinds are results-chart.tsx's). */
export const questionResultViews: { [K in KindQuestionKind]: KindResultView } = {
  rank: RankBars,
  points: PointsBars,
  check: CheckBars,
  'check-many': CheckBars,
  grid: GridPlot,
};
