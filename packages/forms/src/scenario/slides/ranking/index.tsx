// Ranking slides: a question (the slide's title) and 3 to 8 items the room puts in order, the fewest who must have
// ranked before the results show live on the presenter (no mode: a poll-results slide reveals polls only) and whether
// the presenter shows the count. Its words (i18n.ts) and its own draft fields (the items) are in its folder: the registry gives
// its catalogue to the forms' `t` (src/i18n/kinds.ts) and its draft to the editor's (slide-schema.ts).
import { RANKING_ITEM_MAX, RANKING_ITEMS_MAX, RANKING_ITEMS_MIN } from '@readyteams/activities/ranking';
import type { MessageIdOf } from '@readyteams/ui/i18n';
import * as React from 'react';
import { z } from 'zod';
import { kindIssue } from '../../../i18n/issues';
import { checkReveal, kindDraft, slideBranch, thresholdFromRead, thresholdSent } from '../base';
import { RevealFields, TitleField } from '../fields';
import type { SlideKind } from '../kind';
import { TextListField } from '../text-list-field';
import { editor } from './i18n';

const issue_ = kindIssue(editor);

/** The ranking's messages, the server's words. */
export const RANKING_MESSAGES = {
  /** Its title is its question. */
  title: issue_('forms.ranking.error.title'),
  count: issue_('forms.ranking.error.count'),
  item: issue_('forms.ranking.error.item'),
  /** On the later of two items that are the same once trimmed, whatever their case. */
  duplicate: issue_('forms.ranking.error.duplicate'),
};

/**
 * The ranking's own field of the editor's slide: what the room puts in order (as objects: react-hook-form's lists hold
 * objects). A slide starts with the fewest, blank.
 */
const draft = kindDraft(
  { items: z.array(z.object({ text: z.string() })) },
  { items: Array.from({ length: RANKING_ITEMS_MIN }, () => ({ text: '' })) },
);

export const ranking: SlideKind<'ranking', typeof draft, MessageIdOf<typeof editor>> = {
  label: 'forms.ranking.label',
  catalogue: editor,
  draft,
  schema: slideBranch(
    'ranking',
    (slide, checks) => {
      const { require, issue } = checks;
      require(slide.title.trim() !== '', 'title', RANKING_MESSAGES.title);
      require(slide.items.length >= RANKING_ITEMS_MIN &&
        slide.items.length <= RANKING_ITEMS_MAX, 'items', RANKING_MESSAGES.count);
      const seen = new Set<string>();
      slide.items.forEach((item, index) => {
        const text = item.text.trim();
        if (text === '' || text.length > RANKING_ITEM_MAX)
          issue(['items', index, 'text'], RANKING_MESSAGES.item);
        else if (seen.has(text.toLowerCase())) issue(['items', index, 'text'], RANKING_MESSAGES.duplicate);
        seen.add(text.toLowerCase());
      });
      checkReveal(slide, checks);
    },
    draft,
  ),
  summary: (slide, t) =>
    t('forms.ranking.summary', { count: slide.items.filter((item) => item.text.trim() !== '').length }),
  Fields: RankingFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'ranking',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    items: slide.items.map((item) => item.text.trim()),
    ...thresholdSent(slide),
  }),
  fromRead: (slide) => ({
    script: slide.script ?? '',
    items: slide.items.map((text) => ({ text })),
    ...thresholdFromRead(slide),
  }),
};

/**
 * The question, the items (each a text input; added up to 8, removed down to 3, reordered by drag or keyboard like a
 * poll question's responses) and the poll's reveal settings but the mode: the minimum answers and the answer count.
 */
function RankingFields({ form, index }: Parameters<(typeof ranking)['Fields']>[0]) {
  const t = editor.useT();
  const path = `slides.${index}` as const;

  return (
    <>
      <TitleField
        form={form}
        index={index}
        required
        label={t('forms.ranking.question')}
        hint={t('forms.ranking.questionHint')}
      />
      <TextListField
        form={form}
        name={`${path}.items`}
        min={RANKING_ITEMS_MIN}
        max={RANKING_ITEMS_MAX}
        maxLength={RANKING_ITEM_MAX}
        words={{
          legend: t('forms.ranking.items'),
          hint: t('forms.ranking.itemsHint'),
          add: t('forms.ranking.add'),
          item: (n) => t('forms.ranking.item', { n }),
          itemName: (n) => t('forms.ranking.itemName', { n }),
          reorder: (n) => t('forms.ranking.reorder', { n }),
          remove: (n) => t('forms.ranking.remove', { n }),
        }}
      />
      <RevealFields form={form} index={index} mode={false} minimumHint={t('forms.ranking.minimumHint')} />
    </>
  );
}
