import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import type { ScenarioSlide } from '../types';

/**
 * How one slide type looks in the views, in one file per type (video.tsx, poll.tsx, ...), gathered by the registry
 * in index.ts. Adding a type: docs/adding-a-slide-type.md.
 */
export interface SlideView {
  /** The type's name wherever it is shown. */
  label: string;
  icon: LucideIcon;
  /** The line beside the slide's title in the preview's curriculum (a length, a count). */
  meta(slide: ScenarioSlide): string;
  /** What the preview's curriculum shows of the slide when it is opened. */
  Body(props: { slide: ScenarioSlide }): React.ReactNode;
}
