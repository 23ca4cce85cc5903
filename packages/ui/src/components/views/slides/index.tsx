/**
 * The views' slide types: one folder per type, whose index.tsx (the curriculum entry) is gathered here, keyed by
 * @readyteams/activities' SlideType (a type missing is a type error; a test holds the keys to the contract's). The
 * type's live parts have their registries beside this one (live.ts, participant.ts). A slide of a type missing here
 * (a newer server) shows as unsupported.
 */
import { CircleHelpIcon } from 'lucide-react';
import type { SlideType } from '@readyteams/activities/live';
import { participant } from '../../../i18n/participant';
import { commitment } from './commitment';
import { decision } from './decision';
import { discussion } from './discussion';
import type { SlideView } from './kind';
import { poll } from './poll';
import { pollResults } from './poll-results';
import { video } from './video';
import { wordCloud } from './word-cloud';

export const slideViews = {
  video,
  poll,
  discussion,
  'poll-results': pollResults,
  'word-cloud': wordCloud,
  decision,
  commitment,
} satisfies { [T in SlideType]: SlideView<T> };

/** What the views show for a slide whose type they do not know. */
function UnsupportedBody() {
  const t = participant.useT();
  return <p className="text-sm text-muted-foreground">{t('participant.unsupported')}</p>;
}

export const unsupportedSlide: SlideView = {
  label: 'live.curriculum.unsupported',
  icon: CircleHelpIcon,
  meta: (_slide, t) => t('live.curriculum.unsupported'),
  Body: UnsupportedBody,
};

/**
 * The view of a slide's type; unsupportedSlide for a type this version does not know. Each view takes its own kind's
 * slide, which is the one whose slideType picked it (hence the cast to the view of any slide).
 */
export const slideViewOf = (slideType: string): SlideView =>
  Object.hasOwn(slideViews, slideType) ? (slideViews[slideType as SlideType] as SlideView) : unsupportedSlide;
