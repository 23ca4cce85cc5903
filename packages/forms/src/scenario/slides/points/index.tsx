// 100 points slides: a question (the slide's title) and 2 to 8 options the room spreads its 100 points over, the fewest
// who must have answered before the average points show live on the presenter (no mode: a poll-results slide reveals
// polls only) and whether the presenter shows the count. Its words (i18n.ts) and its own draft field (`pointOptions`) are
// in its folder: the registry gives its catalogue to the forms' `t` (src/i18n/kinds.ts) and its draft to the editor's
// (slide-schema.ts).
import { POINTS_CHOICE_MAX, POINTS_CHOICES_MAX, POINTS_CHOICES_MIN } from '@readyteams/activities/points';
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
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const pointOptions = useFieldArray({
    control: form.control,
    name: `${path}.pointOptions`,
    keyName: 'fieldKey',
  });
  const ids = pointOptions.fields.map((field) => field.fieldKey);
  const countError = say(listErrorOf(form, `${path}.pointOptions`));
  const idBase = React.useId();
  // After an option is removed, Add Option takes the focus (an added option's input takes it: useFieldArray focuses it).
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
        label={t('forms.points.question')}
        hint={t('forms.points.questionHint')}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={countError ? `${idBase}-pointOptions-error` : `${idBase}-pointOptions-hint`}
      >
        <legend className="mb-2 text-sm font-medium">{t('forms.points.pointOptions')}</legend>
        <p id={`${idBase}-pointOptions-hint`} className="text-sm text-muted-foreground">
          {t('forms.points.choicesHint')}
        </p>
        <SortableList
          ids={ids}
          onMove={pointOptions.move}
          describe={(id) => t('forms.points.choiceName', { n: ids.indexOf(id) + 1 })}
        >
          <ol className="grid gap-2">
            {pointOptions.fields.map((field, k) => {
              const error = say(errorOf(form, `${path}.pointOptions.${k}.text`));
              const errorId = `${idBase}-choice-${k}-error`;
              return (
                <ChoiceRow key={field.fieldKey} sortId={field.fieldKey}>
                  {(handleProps) => (
                    <>
                      <div className="flex items-center gap-2">
                        <button
                          type="button"
                          aria-label={t('forms.points.reorder', { n: k + 1 })}
                          className="cursor-grab rounded-sm p-1 text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
                          {...handleProps}
                        >
                          <GripVerticalIcon className="size-4" aria-hidden="true" />
                        </button>
                        <Input
                          aria-label={t('forms.points.choice', { n: k + 1 })}
                          maxLength={POINTS_CHOICE_MAX}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          {...form.register(`${path}.pointOptions.${k}.text`)}
                        />
                        {pointOptions.fields.length > POINTS_CHOICES_MIN && (
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon-sm"
                            aria-label={t('forms.points.remove', { n: k + 1 })}
                            onClick={() => {
                              pointOptions.remove(k);
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
                </ChoiceRow>
              );
            })}
          </ol>
        </SortableList>
        {countError && (
          <p
            id={`${idBase}-pointOptions-error`}
            role="alert"
            className="text-sm font-medium text-destructive"
          >
            {countError}
          </p>
        )}
        {pointOptions.fields.length < POINTS_CHOICES_MAX && (
          <div>
            <Button
              ref={addRef}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => pointOptions.append({ text: '' })}
            >
              <PlusIcon aria-hidden="true" />
              {t('forms.points.add')}
            </Button>
          </div>
        )}
      </fieldset>
      <RevealFields form={form} index={index} mode={false} minimumHint={t('forms.points.minimumHint')} />
    </>
  );
}

/** One option of the list, sortable by its handle. */
function ChoiceRow({
  sortId,
  children,
}: {
  sortId: string;
  children: (handleProps: HandleProps) => React.ReactNode;
}) {
  const choice = useSortableItem(sortId);
  return (
    <li ref={choice.ref} style={choice.style} className="grid gap-1 bg-background">
      {children(choice.handleProps)}
    </li>
  );
}
