// A slide as the editor sends it (the contract's SlideWrite) and as the API reads it (SlideRead): the fields of every
// slide here, each kind's own in its folder (src/<kind>/schema.ts). scripts/contract.ts writes the contract's branches
// from them (the server validates against the contract); the editor and the views take the types inferred from them,
// type-only, through '@readyteams/activities/live'.
import { z } from 'zod';
import { slideId, slideOrder, slidePathOption, slideSuggestedSeconds } from './contract';
import { kinds, type SlideType } from './kinds';

/** The fields every slide may send (before its slideType: id; after it, the rest). */
export const slideWriteFields = {
  id: slideId.optional(),
  order: slideOrder.optional(),
  suggestedSeconds: slideSuggestedSeconds.optional(),
  pathOption: slidePathOption.optional(),
};

/** The fields every slide reads with. */
export const slideReadFields = {
  id: z.int(),
  title: z.string(),
  order: z.int(),
  suggestedSeconds: slideSuggestedSeconds.optional(),
  pathOption: slidePathOption.optional(),
};

/** A kind's own fields by its slideType: `kinds[kind]` alone gives every kind's, losing which is which. */
type KindShape<T extends SlideType, IO extends 'write' | 'read'> = (typeof kinds)[T][IO]['shape'];

/** A slide of one kind as the editor sends it: its id, its slideType, the other common fields, its own. */
export function slideWriteOf<T extends SlideType>(kind: T) {
  const { id, ...common } = slideWriteFields;
  return z.object({
    id,
    slideType: z.literal(kind),
    ...common,
    ...(kinds[kind].write.shape as KindShape<T, 'write'>),
  });
}

/** A slide of one kind as the API reads it: its id and title, its slideType, the other common fields, its own. */
export function slideReadOf<T extends SlideType>(kind: T) {
  const { id, title, ...common } = slideReadFields;
  return z.object({
    id,
    title,
    slideType: z.literal(kind),
    ...common,
    ...(kinds[kind].read.shape as KindShape<T, 'read'>),
  });
}

/** A slide as the editor sends it (the contract's SlideWrite): one branch per kind, told apart by `slideType`. */
export type SlideWrite = { [T in SlideType]: z.input<ReturnType<typeof slideWriteOf<T>>> }[SlideType];

/** A slide of one kind as the editor sends it, e.g. `SlideWriteOf<'poll'>`. */
export type SlideWriteOf<T extends SlideType> = Extract<SlideWrite, { slideType: T }>;

/** A slide as the API reads it (the contract's SlideRead): one branch per kind, told apart by `slideType`. */
export type SlideRead = { [T in SlideType]: z.output<ReturnType<typeof slideReadOf<T>>> }[SlideType];

/** A slide of one kind as the API reads it, e.g. `SlideReadOf<'poll'>`. */
export type SlideReadOf<T extends SlideType> = Extract<SlideRead, { slideType: T }>;
