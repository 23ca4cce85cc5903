// 2x2 grid slides: a question (the slide's title), two axes each with a name and its two ends (e.g. Effort, Low, High),
// 2 to 10 items the room places on them, the fewest who must have answered before the room's averages show live on
// the presenter (no mode: a poll-results slide reveals polls only) and whether the presenter shows the count. Its
// words (i18n.ts) and its own draft fields (the axes' six words and `gridItems`, names no other kind uses) are in its
// folder: the registry gives its catalogue to the forms' `t` (src/i18n/kinds.ts) and its draft to the editor's
// (slide-schema.ts).
import { GRID_AXIS_MAX, GRID_ITEM_MAX, GRID_ITEMS_MAX, GRID_ITEMS_MIN } from '@readyteams/activities/grid';
import type { MessageIdOf } from '@readyteams/ui/i18n';
import { Button, Field, Input } from '@readyteams/ui';
import { GripVerticalIcon, PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { useIssueText } from '../../../i18n/forms';
import { kindIssue } from '../../../i18n/issues';
import { SortableList, useSortableItem, type HandleProps } from '../../../lib/sortable-list';
import { checkReveal, kindDraft, slideBranch, thresholdFromRead, thresholdSent } from '../base';
import { listErrorOf } from '../decision';
import { RevealFields, TitleField, errorOf } from '../fields';
import type { SlideKind } from '../kind';
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
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const items = useFieldArray({ control: form.control, name: `${path}.gridItems`, keyName: 'fieldKey' });
  const ids = items.fields.map((field) => field.fieldKey);
  const countError = say(listErrorOf(form, `${path}.gridItems`));
  const idBase = React.useId();
  // After an item is removed, Add Item takes the focus (an added item's input takes it: useFieldArray focuses it).
  const addRef = React.useRef<HTMLButtonElement>(null);
  const [focusAdd, setFocusAdd] = React.useState(false);
  React.useEffect(() => {
    if (!focusAdd) return;
    addRef.current?.focus();
    setFocusAdd(false);
  }, [focusAdd]);

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
      <fieldset
        className="grid gap-2"
        aria-describedby={countError ? `${idBase}-items-error` : `${idBase}-items-hint`}
      >
        <legend className="mb-2 text-sm font-medium">{t('forms.grid.items')}</legend>
        <p id={`${idBase}-items-hint`} className="text-sm text-muted-foreground">
          {t('forms.grid.itemsHint')}
        </p>
        <SortableList
          ids={ids}
          onMove={items.move}
          describe={(id) => t('forms.grid.itemName', { n: ids.indexOf(id) + 1 })}
        >
          <ol className="grid gap-2">
            {items.fields.map((field, k) => {
              const error = say(errorOf(form, `${path}.gridItems.${k}.text`));
              const errorId = `${idBase}-item-${k}-error`;
              return (
                <ItemRow key={field.fieldKey} sortId={field.fieldKey}>
                  {(handleProps) => (
                    <>
                      <div className="flex items-center gap-2">
                        <button
                          type="button"
                          aria-label={t('forms.grid.reorder', { n: k + 1 })}
                          className="cursor-grab rounded-sm p-1 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
                          {...handleProps}
                        >
                          <GripVerticalIcon className="size-4" aria-hidden="true" />
                        </button>
                        <Input
                          aria-label={t('forms.grid.item', { n: k + 1 })}
                          maxLength={GRID_ITEM_MAX}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          {...form.register(`${path}.gridItems.${k}.text`)}
                        />
                        {items.fields.length > GRID_ITEMS_MIN && (
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('forms.grid.remove', { n: k + 1 })}
                            onClick={() => {
                              items.remove(k);
                              setFocusAdd(true);
                            }}
                          >
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                      {error && (
                        <p id={errorId} role="alert" className="text-sm text-destructive">
                          {error}
                        </p>
                      )}
                    </>
                  )}
                </ItemRow>
              );
            })}
          </ol>
        </SortableList>
        {countError && (
          <p id={`${idBase}-items-error`} role="alert" className="text-sm font-medium text-destructive">
            {countError}
          </p>
        )}
        {items.fields.length < GRID_ITEMS_MAX && (
          <div>
            <Button
              ref={addRef}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => items.append({ text: '' })}
            >
              <PlusIcon aria-hidden="true" />
              {t('forms.grid.add')}
            </Button>
          </div>
        )}
      </fieldset>
      <RevealFields form={form} index={index} mode={false} minimumHint={t('forms.grid.minimumHint')} />
    </>
  );
}

/** One item of the list, sortable by its handle. */
function ItemRow({
  sortId,
  children,
}: {
  sortId: string;
  children: (handleProps: HandleProps) => React.ReactNode;
}) {
  const item = useSortableItem(sortId);
  return (
    <li ref={item.ref} style={item.style} className="grid gap-1 bg-background">
      {children(item.handleProps)}
    </li>
  );
}
