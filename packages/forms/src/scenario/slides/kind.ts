import type { SlideReadOf, SlideType, SlideWriteOf } from '@readyteams/activities/live';
import type { Catalogue, Translate } from '@readyteams/ui/i18n';
import type * as React from 'react';
import type { FormsMessageId, KindMessageId } from '../../i18n/issues';
import type { SlideForm, SlideValues } from '../slide-schema';
import type { DraftOf, KindDraft, NoFields, SentBase, ShapeOf, slideBranch } from './base';

/** Starting values of a type's text fields (a commitment's title and prompt). */
export type SlideStarts = Partial<Pick<SlideValues, 'title' | 'prompt'>>;

/**
 * The same, as messages of the forms' catalogue (the slide starts with them in the author's language), or of the
 * kind's own (`Id`).
 */
export type SlideStartMessages<Id extends KindMessageId = never> = Partial<
  Record<keyof SlideStarts, FormsMessageId | Id>
>;

/**
 * Any kind of type `T`, whatever its draft and catalogue (the registry's and the composing code's view; each kind is
 * typed exactly where it is declared).
 */
export type AnySlideKind<T extends SlideType> =
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any kind's own draft and message ids
  SlideKind<T, any, any> | SlideKind<T, any, never>;

/**
 * What the editor knows about one slide type, in its own module (video.tsx, poll.tsx, or a folder of its own:
 * <type>/index.tsx), gathered by the exhaustive registry in index.ts. Adding a type: docs/adding-a-slide-type.md.
 *
 * `D`: the kind's own draft fields (`draft`), if it has any; its check, summary and mappers see the fields every
 * type's draft has and these (DraftOf), never another kind's. `Id`: the message ids of its own catalogue (`catalogue`),
 * if it has one; the shared code types them as `forms.${string}` (KindMessageId).
 */
export interface SlideKind<
  T extends SlideType,
  D extends KindDraft = KindDraft<NoFields>,
  Id extends KindMessageId = never,
> {
  /** The type's name in the Slide Type select and on the card (a message of the forms' catalogue, or the kind's). */
  label: FormsMessageId | Id;
  /**
   * The kind's own catalogue (a bundled one, `defineBundledCatalogue`, in its folder), when it has words of its own:
   * the registry adds it to the forms' (src/i18n/kinds.ts), whose `t` and issueText then word its ids.
   */
  catalogue?: Catalogue<Id>;
  /** The kind's own fields of the editor's slide and their blank values (`kindDraft`), when it has some. */
  draft?: D;
  /** Its zod branch (slideBranch, given `draft`) with the specification's messages. */
  schema: ReturnType<typeof slideBranch<T, ShapeOf<D>>>;
  /** What a slide starts with when it becomes this type, in those of these fields that are still blank. */
  starts?: SlideStartMessages<Id>;
  /** The card's one-line summary when it is collapsed, in the active language (`t`). */
  summary(slide: DraftOf<D>, t: Translate<FormsMessageId | Id>): string;
  /**
   * Its fields in the card's edit view. The form holds every kind's fields (SlideValues: the registry's), a kind's
   * own among them.
   */
  Fields: (props: { form: SlideForm; index: number }) => React.ReactNode;
  /** The sent form of a slide of this type: the common fields and its own (its kind's schema.ts in activities). */
  toSent(slide: DraftOf<D>, base: SentBase): SlideWriteOf<T>;
  /** The editor's slide from a read one of this type (its kind's read fields). */
  fromRead(slide: SlideReadOf<T>): Partial<DraftOf<D>>;
}
