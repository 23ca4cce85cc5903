// 100 points slides: a question (the slide's title) and 2 to 8 options the room spreads its 100 points over, the fewest
// who must have answered before the average points show live on the presenter (no mode: a poll-results slide reveals
// polls only) and whether the presenter shows the count. Its words (i18n.ts) and its own draft field (`pointOptions`) are
// in its folder: the registry gives its catalogue to the forms' `t` (src/i18n/kinds.ts) and its draft to the editor's
// (slide-schema.ts).
import { POINTS_CHOICE_MAX, POINTS_CHOICES_MAX, POINTS_CHOICES_MIN } from '@readyteams/activities/points';
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

/** The 100 points slide's messages, the server's words. */
export const POINTS_MESSAGES = {
  /** Its title is its question. */
  title: issue_('forms.points.error.title'),
  count: issue_('forms.points.error.count'),
  choice: issue_('forms.points.error.choice'),
  /** On the later of two options that are the same once trimmed, whatever their case. */
  duplicate: issue_('forms.points.error.duplicate'),
};

/**
 * The 100 points slide's own field of the editor's slide: what the room spreads its points over (as objects:
 * react-hook-form's lists hold objects). A slide starts with the fewest, blank.
 */
const draft = kindDraft(
  { pointOptions: z.array(z.object({ text: z.string() })) },
  { pointOptions: Array.from({ length: POINTS_CHOICES_MIN }, () => ({ text: '' })) },
);

export const points: SlideKind<'points', typeof draft, MessageIdOf<typeof editor>> = {
  label: 'forms.points.label',
  catalogue: editor,
  draft,
  schema: slideBranch(
    'points',
    (slide, checks) => {
      const { require, issue } = checks;
      require(slide.title.trim() !== '', 'title', POINTS_MESSAGES.title);
      require(slide.pointOptions.length >= POINTS_CHOICES_MIN &&
        slide.pointOptions.length <= POINTS_CHOICES_MAX, 'pointOptions', POINTS_MESSAGES.count);
      const seen = new Set<string>();
      slide.pointOptions.forEach((choice, index) => {
        const text = choice.text.trim();
        if (text === '' || text.length > POINTS_CHOICE_MAX)
          issue(['pointOptions', index, 'text'], POINTS_MESSAGES.choice);
        else if (seen.has(text.toLowerCase()))
          issue(['pointOptions', index, 'text'], POINTS_MESSAGES.duplicate);
        seen.add(text.toLowerCase());
      });
      checkReveal(slide, checks);
    },
    draft,
  ),
  summary: (slide, t) =>
    t('forms.points.summary', {
      count: slide.pointOptions.filter((choice) => choice.text.trim() !== '').length,
    }),
  Fields: PointsFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'points',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    pointOptions: slide.pointOptions.map((choice) => choice.text.trim()),
    ...thresholdSent(slide),
  }),
  fromRead: (slide) => ({
    script: slide.script ?? '',
    pointOptions: slide.pointOptions.map((text) => ({ text })),
    ...thresholdFromRead(slide),
  }),
};

/**
 * The question, the options (each a text input; added up to 8, removed down to 2, reordered by drag or keyboard like a
 * poll question's responses) and the poll's reveal settings but the mode: the minimum answers and the answer count.
 */
function PointsFields({ form, index }: Parameters<(typeof points)['Fields']>[0]) {
  const t = editor.useT();
  const path = `slides.${index}` as const;

  return (
    <>
      <TitleField
        form={form}
        index={index}
        required
        label={t('forms.points.question')}
        hint={t('forms.points.questionHint')}
      />
      <TextListField
        form={form}
        name={`${path}.pointOptions`}
        min={POINTS_CHOICES_MIN}
        max={POINTS_CHOICES_MAX}
        maxLength={POINTS_CHOICE_MAX}
        words={{
          legend: t('forms.points.pointOptions'),
          hint: t('forms.points.choicesHint'),
          add: t('forms.points.add'),
          item: (n) => t('forms.points.choice', { n }),
          itemName: (n) => t('forms.points.choiceName', { n }),
          reorder: (n) => t('forms.points.reorder', { n }),
          remove: (n) => t('forms.points.remove', { n }),
        }}
      />
      <RevealFields form={form} index={index} mode={false} minimumHint={t('forms.points.minimumHint')} />
    </>
  );
}
