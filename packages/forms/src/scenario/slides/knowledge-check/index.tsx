// Knowledge check slides: a question (the slide's title), 2 to 6 choices with one or more ticked correct, an
// explanation shown after the reveal, an optional time limit and the speed bonus (off; needs a time limit). Its words
// (i18n.ts) and its own draft fields are in its folder: the registry gives its catalogue to the forms' `t`
// (src/i18n/kinds.ts) and its draft to the editor's (slide-schema.ts).
import {
  CHECK_CHOICE_MAX,
  CHECK_CHOICES_MAX,
  CHECK_CHOICES_MIN,
  CHECK_EXPLANATION_MAX,
  CHECK_TIME_MAX,
  CHECK_TIME_MIN,
} from '@readyteams/activities/knowledge-check';
import { Button, Checkbox, Field, Input, Textarea } from '@readyteams/ui';
import { PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import type { MessageIdOf } from '@readyteams/ui/i18n';
import * as React from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { useIssueText } from '../../../i18n/forms';
import { kindIssue } from '../../../i18n/issues';
import { CheckboxField } from '../../../lib/checkbox-field';
import { kindDraft, slideBranch } from '../base';
import { listErrorOf } from '../decision';
import { TitleField, errorOf } from '../fields';
import type { SlideKind } from '../kind';
import { editor } from './i18n';

const issue_ = kindIssue(editor);

/** The knowledge check's messages, the server's words. */
export const KNOWLEDGE_CHECK_MESSAGES = {
  /** Its title is its question. */
  title: issue_('forms.knowledge-check.error.title'),
  count: issue_('forms.knowledge-check.error.count'),
  choice: issue_('forms.knowledge-check.error.choice'),
  /** On the later of two choices that are the same once trimmed, whatever their case. */
  duplicate: issue_('forms.knowledge-check.error.duplicate'),
  correct: issue_('forms.knowledge-check.error.correct'),
  explanation: issue_('forms.knowledge-check.error.explanation'),
  timeLimit: issue_('forms.knowledge-check.error.timeLimit'),
  speedBonus: issue_('forms.knowledge-check.error.speedBonus'),
};

/**
 * The check's own fields of the editor's slide: its choices (objects: react-hook-form's lists hold objects), the
 * explanation, the time limit as typed (blank: none) and the speed bonus. A slide starts with two blank choices.
 */
const draft = kindDraft(
  {
    choices: z.array(z.object({ label: z.string(), correct: z.boolean() })),
    explanation: z.string(),
    timeLimit: z.string(),
    speedBonus: z.boolean(),
  },
  {
    choices: Array.from({ length: CHECK_CHOICES_MIN }, () => ({ label: '', correct: false })),
    explanation: '',
    timeLimit: '',
    speedBonus: false,
  },
);

/** The time limit as typed: null when blank, else the number (NaN when not one). */
const typedLimit = (value: string) => (value.trim() === '' ? null : Number(value));

export const knowledgeCheck: SlideKind<'knowledge-check', typeof draft, MessageIdOf<typeof editor>> = {
  label: 'forms.knowledge-check.label',
  catalogue: editor,
  draft,
  schema: slideBranch(
    'knowledge-check',
    (slide, { require, issue }) => {
      require(slide.title.trim() !== '', 'title', KNOWLEDGE_CHECK_MESSAGES.title);
      require(slide.choices.length >= CHECK_CHOICES_MIN &&
        slide.choices.length <= CHECK_CHOICES_MAX, 'choices', KNOWLEDGE_CHECK_MESSAGES.count);
      const seen = new Set<string>();
      slide.choices.forEach((choice, index) => {
        const label = choice.label.trim();
        if (label === '' || label.length > CHECK_CHOICE_MAX)
          issue(['choices', index, 'label'], KNOWLEDGE_CHECK_MESSAGES.choice);
        else if (seen.has(label.toLowerCase()))
          issue(['choices', index, 'label'], KNOWLEDGE_CHECK_MESSAGES.duplicate);
        seen.add(label.toLowerCase());
      });
      if (slide.choices.length >= CHECK_CHOICES_MIN)
        require(slide.choices.some((choice) => choice.correct), 'choices', KNOWLEDGE_CHECK_MESSAGES.correct);
      require(slide.explanation.trim().length <=
        CHECK_EXPLANATION_MAX, 'explanation', KNOWLEDGE_CHECK_MESSAGES.explanation);
      const limit = typedLimit(slide.timeLimit);
      require(limit === null ||
        (Number.isInteger(limit) &&
          limit >= CHECK_TIME_MIN &&
          limit <= CHECK_TIME_MAX), 'timeLimit', KNOWLEDGE_CHECK_MESSAGES.timeLimit);
      require(!slide.speedBonus || limit !== null, 'speedBonus', KNOWLEDGE_CHECK_MESSAGES.speedBonus);
    },
    draft,
  ),
  summary: (slide, t) =>
    t('forms.knowledge-check.summary', {
      count: slide.choices.length,
      correct: slide.choices.filter((choice) => choice.correct).length,
    }),
  Fields: KnowledgeCheckFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'knowledge-check',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    choices: slide.choices.map((choice) => ({ label: choice.label.trim(), correct: choice.correct })),
    explanation: slide.explanation.trim() || null,
    timeLimit: typedLimit(slide.timeLimit),
    speedBonus: slide.speedBonus,
  }),
  fromRead: (slide) => ({
    script: slide.script ?? '',
    choices: slide.choices.map((choice) => ({ label: choice.label, correct: choice.correct })),
    explanation: slide.explanation ?? '',
    timeLimit: slide.timeLimit === null ? '' : String(slide.timeLimit),
    speedBonus: slide.speedBonus,
  }),
};

/**
 * The question, the choices (each a text input with its Correct checkbox; added up to 6, removed down to 2), the
 * explanation, the time limit and the speed bonus.
 */
function KnowledgeCheckFields({ form, index }: Parameters<(typeof knowledgeCheck)['Fields']>[0]) {
  const t = editor.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const choices = useFieldArray({ control: form.control, name: `${path}.choices`, keyName: 'fieldKey' });
  const listError = say(listErrorOf(form, `${path}.choices`));
  const idBase = React.useId();
  // After a choice is removed, Add Choice takes the focus (an added choice's input takes it: useFieldArray focuses it).
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
        label={t('forms.knowledge-check.question')}
        hint={t('forms.knowledge-check.questionHint')}
      />
      <fieldset
        className="grid gap-2"
        aria-describedby={listError ? `${idBase}-choices-error` : `${idBase}-choices-hint`}
      >
        <legend className="mb-2 text-sm font-medium">{t('forms.knowledge-check.choices')}</legend>
        <p id={`${idBase}-choices-hint`} className="text-sm text-muted-foreground">
          {t('forms.knowledge-check.choicesHint')}
        </p>
        <ol className="grid gap-2">
          {choices.fields.map((field, k) => {
            const error = say(errorOf(form, `${path}.choices.${k}.label`));
            const errorId = `${idBase}-choice-${k}-error`;
            return (
              <li key={field.fieldKey} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={t('forms.knowledge-check.choice', { n: k + 1 })}
                    maxLength={CHECK_CHOICE_MAX}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...form.register(`${path}.choices.${k}.label`)}
                  />
                  <Controller
                    control={form.control}
                    name={`${path}.choices.${k}.correct`}
                    render={({ field: correct }) => (
                      <label className="flex min-h-11 shrink-0 items-center gap-2 px-1 text-sm">
                        <Checkbox
                          aria-label={t('forms.knowledge-check.correct', { n: k + 1 })}
                          checked={correct.value}
                          onCheckedChange={(checked) => correct.onChange(checked === true)}
                          onBlur={correct.onBlur}
                          ref={correct.ref}
                        />
                        <span aria-hidden="true">{t('forms.knowledge-check.correctShort')}</span>
                      </label>
                    )}
                  />
                  {choices.fields.length > CHECK_CHOICES_MIN && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={t('forms.knowledge-check.remove', { n: k + 1 })}
                      onClick={() => {
                        choices.remove(k);
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
              </li>
            );
          })}
        </ol>
        {listError && (
          <p id={`${idBase}-choices-error`} role="alert" className="text-sm font-medium text-destructive">
            {listError}
          </p>
        )}
        {choices.fields.length < CHECK_CHOICES_MAX && (
          <div>
            <Button
              ref={addRef}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => choices.append({ label: '', correct: false })}
            >
              <PlusIcon aria-hidden="true" />
              {t('forms.knowledge-check.add')}
            </Button>
          </div>
        )}
      </fieldset>
      <Field
        label={t('forms.knowledge-check.explanation')}
        hint={t('forms.knowledge-check.explanationHint')}
        error={say(errorOf(form, `${path}.explanation`))}
      >
        <Textarea rows={3} maxLength={CHECK_EXPLANATION_MAX} {...form.register(`${path}.explanation`)} />
      </Field>
      <Field
        label={t('forms.knowledge-check.timeLimit')}
        hint={t('forms.knowledge-check.timeLimitHint')}
        error={say(errorOf(form, `${path}.timeLimit`))}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={CHECK_TIME_MIN}
          max={CHECK_TIME_MAX}
          step={1}
          className="max-w-32"
          {...form.register(`${path}.timeLimit`)}
        />
      </Field>
      <CheckboxField
        control={form.control}
        name={`${path}.speedBonus`}
        label={t('forms.knowledge-check.speedBonus')}
        hint={t('forms.knowledge-check.speedBonusHint')}
      />
      {say(errorOf(form, `${path}.speedBonus`)) && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {say(errorOf(form, `${path}.speedBonus`))}
        </p>
      )}
    </>
  );
}
