/**
 * The views' slide types' curriculum entries (each type's index.tsx, gathered by registry.ts). A slide of a type
 * missing there (a newer server) shows as unsupported.
 */
import { CircleHelpIcon } from 'lucide-react';
import type { SlideType } from '@readyteams/activities/live';
import { participant } from '../../../i18n/participant';
import type { SlideView } from './kind';
import { slideViews } from './registry';

export { slideViews };

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
