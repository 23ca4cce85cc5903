// Shared by the slide kinds' unit tests (video.test.ts, poll.test.ts, ...): the words a client reads for a slide it
// sends, and a stored slide as the live module snapshots it. Pure: no database, no server.
import { dereference, loadContract, type JsonSchema } from '../contract.js';
import type { FieldErrors } from '../errors.js';
import { compileValidator, trimmed } from '../http.js';
import { english } from '../i18n/index.js';
import { ajvFieldErrors, type Rules } from '../validation.js';
import type { LiveContext, SlideKind, SlideType, StoredSlide } from './kind.js';

const { document } = loadContract();
const { schemas } = document.components as { schemas: Record<string, JsonSchema> };
/** The contract's check of one sent slide (the branch its slideType names), as the server compiles request bodies. */
const checkSlide = compileValidator(dereference(schemas.SlideWrite, document) as JsonSchema, 'body');

/** Each field's message, in English (the specification's words). */
export const inEnglish = (errors: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, english(message)]));

/**
 * What a client reads when it sends one slide of a kind, by field (`title`, `options.0.label`): the contract's check of
 * the trimmed slide, worded by the kind's rules as the server words a request's errors (http.ts); {} when it is valid.
 */
export function slideMessages(
  kind: Pick<SlideKind<SlideType>, 'rules' | 'fieldRules'>,
  slide: object,
): Record<string, string> {
  const body = trimmed(slide);
  if (checkSlide(body)) return {};
  const rules: Rules = { ...kind.rules, ...kind.fieldRules };
  return inEnglish(ajvFieldErrors(checkSlide.errors ?? [], rules, body));
}

/** A slide as the live module reads it from the library tables: its common fields, and `props` its kind's own. */
export const storedSlide = (
  slideType: SlideType,
  {
    title = null,
    script = null,
    questions = [],
    suggestedSeconds = null,
    pathOption = null,
    ...props
  }: Fields = {},
): StoredSlide => ({ title, slideType, script, questions, suggestedSeconds, pathOption, props });

type Fields = Partial<Omit<StoredSlide, 'slideType' | 'props'>> & Record<string, unknown>;

/** The place of a scenario's only slide. */
export const alone: LiveContext = { index: 0, paths: [null] };
