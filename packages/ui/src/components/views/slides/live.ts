/**
 * The slide types on the host's screens (presenter and host controls): one live.tsx per type, gathered here. The
 * type annotation makes a missing type a compile error; a slide of a type missing at run time (a newer server) has
 * no entry, and the screens say so (UNSUPPORTED_SLIDE).
 */
import type { LiveSlide, SlideType } from '@readyteams/activities/live';
import { commitmentLive } from './commitment/live';
import { decisionLive } from './decision/live';
import { discussionLive } from './discussion/live';
import type { LiveSlideView } from './kind';
import { pollResultsLive } from './poll-results/live';
import { pollLive } from './poll/live';
import { videoLive } from './video/live';
import { wordCloudLive } from './word-cloud/live';

export const liveSlideViews: { [T in SlideType]: LiveSlideView<T> } = {
  video: videoLive,
  poll: pollLive,
  discussion: discussionLive,
  'poll-results': pollResultsLive,
  'word-cloud': wordCloudLive,
  decision: decisionLive,
  commitment: commitmentLive,
};

/** The live view of a slide's type, typed for that slide; undefined for a type this version does not know. */
export const liveViewOf = <S extends LiveSlide>(slide: S): LiveSlideView<S['slideType']> | undefined =>
  Object.hasOwn(liveSlideViews, slide.slideType)
    ? (liveSlideViews[slide.slideType] as LiveSlideView<S['slideType']>)
    : undefined;
