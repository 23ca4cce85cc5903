// 2x2 grid slides: a question (the slide's title), two axes each with a name and its two ends (e.g. Effort, Low, High),
// 2 to 10 items the room places on them, the fewest who must have answered before the room's averages show live on
// the presenter (no mode: a poll-results slide reveals polls only) and whether the presenter shows the count. Its
// words (i18n.ts) and its own draft fields (the axes' six words and `gridItems`, names no other kind uses) are in its
// folder: the registry gives its catalogue to the forms' `t` (src/i18n/kinds.ts) and its draft to the editor's
// (slide-schema.ts).
import { GRID_AXIS_MAX, GRID_ITEM_MAX, GRID_ITEMS_MAX, GRID_ITEMS_MIN } from '@readyteams/activities/grid';
import type { MessageIdOf } from '@readyteams/ui/i18n';
import { Field, Input } from '@readyteams/ui';
import * as React from 'react';
import { z } from 'zod';
import { useIssueText } from '../../../i18n/forms';
import { kindIssue } from '../../../i18n/issues';
import { checkReveal, kindDraft, slideBranch, thresholdFromRead, thresholdSent } from '../base';
import { RevealFields, TitleField, errorOf } from '../fields';
import type { SlideKind } from '../kind';
import { TextListField } from '../text-list-field';
import { editor } from './i18n';

const issue_ = kindIssue(editor);

/** The 2x2 grid slide's messages, the server's words. */
export const GRID_MESSAGES = {
  /** Its title is its question. */
  title: issue_('forms.grid.error.title'),
  /** An axis's name or end that is blank or too long. */
  axis: issue_('forms.grid.error.axis'),
  count: issue_('forms.grid.error.count'),
  item: issue_('forms.grid.error.item'),
  /** On the later of two items that are the same once trimmed, whatever their case. */
  duplicate: issue_('forms.grid.error.duplicate'),
};

/** The axes' words, x's name and ends, then y's (each a field of the slide). */
const AXES = {
  x: ['xAxis', 'xAxisLow', 'xAxisHigh'],
  y: ['yAxis', 'yAxisLow', 'yAxisHigh'],
} as const;
const AXIS_FIELDS = [...AXES.x, ...AXES.y];
type AxisField = (typeof AXIS_FIELDS)[number];

/**
 * The 2x2 grid slide's own fields of the editor's slide: the axes' words (blank: the author names them) and the items
 * (as objects: react-hook-form's lists hold objects). A slide starts with the fewest items, blank.
 */
const draft = kindDraft(
  {
    ...(Object.fromEntries(AXIS_FIELDS.map((field) => [field, z.string()])) as Record<
      AxisField,
      z.ZodString
    >),
    gridItems: z.array(z.object({ text: z.string() })),
  },
  {
    ...(Object.fromEntries(AXIS_FIELDS.map((field) => [field, ''])) as Record<AxisField, string>),
    gridItems: Array.from({ length: GRID_ITEMS_MIN }, () => ({ text: '' })),
  },
);

export const grid: SlideKind<'grid', typeof draft, MessageIdOf<typeof editor>> = {
  label: 'forms.grid.label',
  catalogue: editor,
  draft,
  schema: slideBranch(
    'grid',
    (slide, checks) => {
      const { require, issue } = checks;
      require(slide.title.trim() !== '', 'title', GRID_MESSAGES.title);
      for (const field of AXIS_FIELDS) {
        const text = slide[field].trim();
        require(text !== '' && text.length <= GRID_AXIS_MAX, field, GRID_MESSAGES.axis);
      }
      require(slide.gridItems.length >= GRID_ITEMS_MIN &&
        slide.gridItems.length <= GRID_ITEMS_MAX, 'gridItems', GRID_MESSAGES.count);
      const seen = new Set<string>();
      slide.gridItems.forEach((item, index) => {
        const text = item.text.trim();
        if (text === '' || text.length > GRID_ITEM_MAX)
          issue(['gridItems', index, 'text'], GRID_MESSAGES.item);
        else if (seen.has(text.toLowerCase())) issue(['gridItems', index, 'text'], GRID_MESSAGES.duplicate);
        seen.add(text.toLowerCase());
      });
      checkReveal(slide, checks);
    },
    draft,
  ),
  summary: (slide, t) =>
    t('forms.grid.summary', {
      count: slide.gridItems.filter((item) => item.text.trim() !== '').length,
      x: slide.xAxis.trim() || '…',
      y: slide.yAxis.trim() || '…',
    }),
  Fields: GridFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'grid',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    ...(Object.fromEntries(AXIS_FIELDS.map((field) => [field, slide[field].trim()])) as Record<
      AxisField,
      string
    >),
    gridItems: slide.gridItems.map((item) => item.text.trim()),
    ...thresholdSent(slide),
  }),
  fromRead: (slide) => ({
    script: slide.script ?? '',
    ...(Object.fromEntries(AXIS_FIELDS.map((field) => [field, slide[field]])) as Record<AxisField, string>),
    gridItems: slide.gridItems.map((text) => ({ text })),
    ...thresholdFromRead(slide),
  }),
};

/** One axis: its name and its two ends, side by side on a wide card. */
function AxisFields({
  form,
  index,
  axis,
}: {
  form: Parameters<(typeof grid)['Fields']>[0]['form'];
  index: number;
  axis: 'x' | 'y';
}) {
  const t = editor.useT();
  const say = useIssueText();
  const [name, low, high] = AXES[axis];
  const field = (key: AxisField, label: string, placeholder: string) => (
    <Field label={label} required error={say(errorOf(form, `slides.${index}.${key}`))}>
      <Input
        maxLength={GRID_AXIS_MAX}
        placeholder={placeholder}
        {...form.register(`slides.${index}.${key}`)}
      />
    </Field>
  );
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">
        {t(axis === 'x' ? 'forms.grid.xAxis' : 'forms.grid.yAxis')}
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {field(
          name,
          t('forms.grid.axisName'),
          t(axis === 'x' ? 'forms.grid.xExample' : 'forms.grid.yExample'),
        )}
        {field(low, t(axis === 'x' ? 'forms.grid.xLow' : 'forms.grid.yLow'), t('forms.grid.lowExample'))}
        {field(high, t(axis === 'x' ? 'forms.grid.xHigh' : 'forms.grid.yHigh'), t('forms.grid.highExample'))}
      </div>
    </fieldset>
  );
}

/**
 * The question, the two axes, the items (each a text input; added up to 10, removed down to 2, reordered by drag or
 * keyboard like a poll question's responses: their order is their number on the plot) and the poll's reveal settings
 * but the mode: the minimum answers and the answer count.
 */
function GridFields({ form, index }: Parameters<(typeof grid)['Fields']>[0]) {
  const t = editor.useT();
  const path = `slides.${index}` as const;

  return (
    <>
      <TitleField
        form={form}
        index={index}
        required
        label={t('forms.grid.question')}
        hint={t('forms.grid.questionHint')}
      />
      <AxisFields form={form} index={index} axis="x" />
      <AxisFields form={form} index={index} axis="y" />
      <TextListField
        form={form}
        name={`${path}.gridItems`}
        min={GRID_ITEMS_MIN}
        max={GRID_ITEMS_MAX}
        maxLength={GRID_ITEM_MAX}
        words={{
          legend: t('forms.grid.items'),
          hint: t('forms.grid.itemsHint'),
          add: t('forms.grid.add'),
          item: (n) => t('forms.grid.item', { n }),
          itemName: (n) => t('forms.grid.itemName', { n }),
          reorder: (n) => t('forms.grid.reorder', { n }),
          remove: (n) => t('forms.grid.remove', { n }),
        }}
      />
      <RevealFields form={form} index={index} mode={false} minimumHint={t('forms.grid.minimumHint')} />
    </>
  );
}
