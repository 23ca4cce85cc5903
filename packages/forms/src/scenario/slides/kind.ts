import type { SlideReadOf, SlideType, SlideWriteOf } from '@readyteams/activities/live';
import type * as React from 'react';
import type { FormsT } from '../../i18n/forms';
import type { FormsMessageId } from '../../i18n/issues';
import type { SlideForm, SlideValues } from '../slide-schema';
import type { SentBase, slideBranch } from './base';

/** Starting values of a type's text fields (a commitment's title and prompt). */
export type SlideStarts = Partial<Pick<SlideValues, 'title' | 'prompt'>>;

/** The same, as messages of the forms' catalogue (the slide starts with them in the author's language). */
export type SlideStartMessages = Partial<Record<keyof SlideStarts, FormsMessageId>>;

/**
 * What the editor knows about one slide type, in one file per type (video.tsx, poll.tsx, ...), gathered by the
 * exhaustive registry in index.ts. Adding a type: docs/adding-a-slide-type.md.
 */
export interface SlideKind<T extends SlideType> {
  /** The type's name in the Slide Type select and on the card (a message of the forms' catalogue). */
  label: FormsMessageId;
  /** Its zod branch (slideBranch) with the specification's messages. */
  schema: ReturnType<typeof slideBranch<T>>;
  /** What a slide starts with when it becomes this type, in those of these fields that are still blank. */
  starts?: SlideStartMessages;
  /** The card's one-line summary when it is collapsed, in the active language (`t`). */
  summary(slide: SlideValues, t: FormsT): string;
  /** Its fields in the card's edit view. */
  Fields: (props: { form: SlideForm; index: number }) => React.ReactNode;
  /** The sent form of a slide of this type: the common fields and its own (its kind's schema.ts in activities). */
  toSent(slide: SlideValues, base: SentBase): SlideWriteOf<T>;
  /** The editor's slide from a read one of this type (its kind's read fields). */
  fromRead(slide: SlideReadOf<T>): Partial<SlideValues>;
}
