/**
 * The slide types on the host's screens (presenter and host controls): each type's live.tsx, gathered by registry.ts.
 * A slide of a type missing at run time (a newer server) has no entry, and the screens say so (UNSUPPORTED_SLIDE).
 */
import type { LiveSlide } from '@readyteams/activities/live';
import type { LiveSlideView } from './kind';
import { liveSlideViews } from './registry';

export { liveSlideViews };

/** The live view of a slide's type, typed for that slide; undefined for a type this version does not know. */
export const liveViewOf = <S extends LiveSlide>(slide: S): LiveSlideView<S['slideType']> | undefined =>
  Object.hasOwn(liveSlideViews, slide.slideType)
    ? (liveSlideViews[slide.slideType] as LiveSlideView<S['slideType']>)
    : undefined;
