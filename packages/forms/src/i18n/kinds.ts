// The slide kinds' own catalogues. A kind's editor keeps its words in its folder, a bundled catalogue carrying every
// language (scenario/slides/<kind>/i18n.ts, ids `forms.<kind>.*`), and names it as its SlideKind's `catalogue`; the
// slides registry (scenario/slides/index.ts) adds each kind's here as it gathers the kinds. The forms' `t` words them
// too (forms.ts), so a kind's label and summary, and its validation messages (issues of its ids, worded by issueText
// wherever a form or a server's test words the forms' own), need nothing more: no kind is named here. No React, like
// issues.ts.
import type { KindMessageId } from './issues';

/** What the forms read of a kind's catalogue (any catalogue of `@readyteams/ui/i18n` is one). */
export type KindCatalogue = {
  english: Record<string, string>;
  source(locale: string, id: KindMessageId): string;
};

const kindCatalogues = new Set<KindCatalogue>();

/** Lets the forms' `t` word the messages of a kind's catalogue (the slides registry calls it for every kind). */
export function addKindCatalogue(catalogue: KindCatalogue) {
  kindCatalogues.add(catalogue);
}

/**
 * A kind's message in `locale` (its English if the kind lacks the language), or undefined for an id of no kind added
 * (none is, until something imports the slides registry: the scenario editor, its schemas).
 */
export function kindMessage(locale: string, id: string): string | undefined {
  for (const catalogue of kindCatalogues)
    if (id in catalogue.english) return catalogue.source(locale, id as KindMessageId);
  return undefined;
}
