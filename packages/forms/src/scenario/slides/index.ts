/**
 * The editor's slide types: one module per type, gathered here, so the list of types is this registry's keys. A
 * test holds it to the contract's list (SlideType in openapi.yaml); each module must fill in every part of
 * SlideKind, and code that names a type outside the registry is a type error.
 */
import { addKindCatalogue } from '../../i18n/kinds';
import { commitment } from './commitment';
import { decision } from './decision';
import { discussion } from './discussion';
import { grid } from './grid';
import type { SlideType as KindType } from '@readyteams/activities/live';
import type { AnySlideKind } from './kind';
import { points } from './points';
import { knowledgeCheck } from './knowledge-check';
import { poll } from './poll';
import { pollResults } from './poll-results';
import { ranking } from './ranking';
import { video } from './video';
import { wordCloud } from './word-cloud';

/**
 * Each key's module must be the kind of that type. A kind's own catalogue (SlideKind.catalogue) is added to the forms'
 * here, so their `t` words its messages wherever the registry is loaded (the editor, its schemas).
 */
const registry = <R extends { [T in keyof R]: AnySlideKind<T & KindType> }>(kinds: R) => {
  for (const kind of Object.values<AnySlideKind<KindType>>(kinds))
    if (kind.catalogue) addKindCatalogue(kind.catalogue);
  return kinds;
};

export const slideKinds = registry({
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
});

export type SlideType = keyof typeof slideKinds;

/** The slide types with their labels, in the registry's order (the Slide Type select's options). */
export const SLIDE_TYPES = (Object.keys(slideKinds) as SlideType[]).map((value) => ({
  value,
  label: slideKinds[value].label,
}));
