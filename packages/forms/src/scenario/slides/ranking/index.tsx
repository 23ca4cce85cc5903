// Ranking slides: a question (the slide's title) and 3 to 8 items the room puts in order, the fewest who must have
// ranked before the results show live on the presenter (no mode: a poll-results slide reveals polls only) and whether
// the presenter shows the count. Its words (i18n.ts) and its own draft fields (the items) are in its folder: the registry gives
// its catalogue to the forms' `t` (src/i18n/kinds.ts) and its draft to the editor's (slide-schema.ts).
import { RANKING_ITEM_MAX, RANKING_ITEMS_MAX, RANKING_ITEMS_MIN } from '@readyteams/activities/ranking';
import type { MessageIdOf } from '@readyteams/ui/i18n';
import { Button, Input } from '@readyteams/ui';
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
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const items = useFieldArray({ control: form.control, name: `${path}.items`, keyName: 'fieldKey' });
  const ids = items.fields.map((field) => field.fieldKey);
  const countError = say(listErrorOf(form, `${path}.items`));
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
        label={t('forms.ranking.question')}
        hint={t('forms.ranking.questionHint')}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={countError ? `${idBase}-items-error` : `${idBase}-items-hint`}
      >
        <legend className="mb-2 text-sm font-medium">{t('forms.ranking.items')}</legend>
        <p id={`${idBase}-items-hint`} className="text-sm text-muted-foreground">
          {t('forms.ranking.itemsHint')}
        </p>
        <SortableList
          ids={ids}
          onMove={items.move}
          describe={(id) => t('forms.ranking.itemName', { n: ids.indexOf(id) + 1 })}
        >
          <ol className="grid gap-2">
            {items.fields.map((field, k) => {
              const error = say(errorOf(form, `${path}.items.${k}.text`));
              const errorId = `${idBase}-item-${k}-error`;
              return (
                <ItemRow key={field.fieldKey} sortId={field.fieldKey}>
                  {(handleProps) => (
                    <>
                      <div className="flex items-center gap-2">
                        <button
                          type="button"
                          aria-label={t('forms.ranking.reorder', { n: k + 1 })}
                          className="cursor-grab rounded-sm p-1 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
                          {...handleProps}
                        >
                          <GripVerticalIcon className="size-4" aria-hidden="true" />
                        </button>
                        <Input
                          aria-label={t('forms.ranking.item', { n: k + 1 })}
                          maxLength={RANKING_ITEM_MAX}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          {...form.register(`${path}.items.${k}.text`)}
                        />
                        {items.fields.length > RANKING_ITEMS_MIN && (
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('forms.ranking.remove', { n: k + 1 })}
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
        {items.fields.length < RANKING_ITEMS_MAX && (
          <div>
            <Button
              ref={addRef}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => items.append({ text: '' })}
            >
              <PlusIcon aria-hidden="true" />
              {t('forms.ranking.add')}
            </Button>
          </div>
        )}
      </fieldset>
      <RevealFields form={form} index={index} mode={false} minimumHint={t('forms.ranking.minimumHint')} />
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
