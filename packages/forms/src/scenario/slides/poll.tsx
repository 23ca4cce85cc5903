// Poll slides: a title, a subtext (sent as the script), a poll type, questions built in the question dialog, and
// when the results may show (revealed by the host or automatically, never below a number of answers).
import type { PollAnswersRead, PollAnswersWrite, PollQuestionWrite } from '@readyteams/activities/live';
import { Button, Field, Input } from '@readyteams/ui';
import { PencilIcon, PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import * as React from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { SelectField } from '../../lib/select-field';
import { QuestionBuilderDialog } from '../question-builder-dialog';
import {
  LAYOUT_TYPES,
  QUESTION_TYPES,
  pollQuestionSchema,
  type AnswerValue,
  type LayoutType,
  type PollQuestionValue,
} from '../question-schema';
import { forms, useIssueText } from '../../i18n/forms';
import { issue as issue_ } from '../../i18n/issues';
import { POLL_TYPES, checkReveal, revealFromRead, revealSent, slideBranch } from './base';
import { RevealFields, TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';

/** A poll's title is required. */
export const POLL_TITLE_REQUIRED = issue_('forms.error.poll.title');

/** Key of the wrapper that holds a poll question's answers, read and sent. */
export const ANSWERS_WRAPPER = 'options';

/** Editor answers -> sent form: [{ 'option 1': label }, { 'option 2': label }, ...]. */
export function toAnswersSent(answers: readonly AnswerValue[] = []): PollAnswersWrite {
  return { [ANSWERS_WRAPPER]: answers.map((answer, index) => ({ [`option ${index + 1}`]: answer.label })) };
}

/** Read form -> editor answers; the value is the option's number ('option 3' -> '3'). */
export function fromAnswersRead(answers: PollAnswersRead | null | undefined): AnswerValue[] {
  return (answers?.[ANSWERS_WRAPPER] ?? []).map((entry, index) => {
    const number = /(\d+)\s*$/.exec(entry.option)?.[1];
    return { label: entry.answer, value: number ?? String(index + 1) };
  });
}

function toQuestionSent(question: PollQuestionValue): PollQuestionWrite {
  return {
    question: question.question.trim(),
    ...(question.type ? { type: question.type } : {}),
    // The question dialog picks the layout from LAYOUT_TYPES.
    ...(question.layoutType ? { layoutType: question.layoutType as LayoutType } : {}),
    answers: toAnswersSent(question.answers),
  };
}

export const poll: SlideKind<'poll'> = {
  label: 'forms.slideType.poll',
  schema: slideBranch('poll', (slide, checks) => {
    const { require, issue } = checks;
    require(slide.title.trim() !== '', 'title', POLL_TITLE_REQUIRED);
    require(slide.subtext.trim() !== '', 'subtext', issue_('forms.error.poll.subtext'));
    checkReveal(slide, checks);
    slide.questions.forEach((question, index) => {
      for (const problem of pollQuestionSchema.safeParse(question).error?.issues ?? [])
        issue(['questions', index, ...problem.path.map(String)], problem.message);
    });
  }),
  summary: (slide, t) =>
    t(slide.type === 'closing question' ? 'forms.poll.summary.closing' : 'forms.poll.summary.scenario', {
      count: slide.questions.length,
    }),
  Fields: PollFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'poll',
    type: slide.type,
    script: slide.subtext.trim(),
    questions: slide.questions.map(toQuestionSent),
    ...revealSent(slide),
  }),
  fromRead: (slide) => ({
    type: slide.type ?? 'scenario',
    subtext: slide.script ?? '',
    ...revealFromRead(slide),
    questions: slide.questions.map((question) => ({
      question: question.question,
      ...(question.type ? { type: question.type } : {}),
      ...(question.layoutType ? { layoutType: question.layoutType } : {}),
      answers: fromAnswersRead(question.answers),
    })),
  }),
};

function PollFields({ form, index }: Parameters<SlideKind<'poll'>['Fields']>[0]) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const questions = useFieldArray({ control: form.control, name: `${path}.questions`, keyName: 'fieldKey' });
  const [builder, setBuilder] = React.useState<{ open: boolean; editIndex: number | null }>({
    open: false,
    editIndex: null,
  });
  const edited =
    builder.editIndex === null
      ? null
      : (form.getValues(`${path}.questions.${builder.editIndex}`) as PollQuestionValue);

  const save = (question: PollQuestionValue) => {
    if (builder.editIndex === null) questions.append(question);
    else questions.update(builder.editIndex, question);
    void form.trigger(`${path}.questions`);
  };

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TitleField form={form} index={index} required />
        <Controller
          control={form.control}
          name={`${path}.type`}
          render={({ field }) => (
            <Field label={t('forms.poll.type')}>
              <SelectField
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={POLL_TYPES.map((type) => ({ value: type.value, label: t(type.label) }))}
              />
            </Field>
          )}
        />
      </div>
      <Field label={t('forms.poll.subtext')} required error={say(errorOf(form, `${path}.subtext`))}>
        <Input {...form.register(`${path}.subtext`)} />
      </Field>
      <section className="grid gap-2" aria-label={t('forms.poll.questionsOf', { n: index + 1 })}>
        <h3 className="text-sm font-medium">{t('forms.poll.questions')}</h3>
        {questions.fields.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('forms.poll.noQuestions')}</p>
        )}
        <ol className="grid gap-2">
          {questions.fields.map((field, questionIndex) => {
            const question = field as unknown as PollQuestionValue;
            const typeLabel = QUESTION_TYPES.find((option) => option.value === question.type)?.label;
            const typeText = typeLabel && t(typeLabel);
            const layoutLabel = LAYOUT_TYPES.find((option) => option.value === question.layoutType)?.label;
            const layoutText = layoutLabel ? t(layoutLabel) : question.layoutType;
            const error = say(errorOf(form, `${path}.questions.${questionIndex}.question`));
            return (
              <li key={field.fieldKey} className="flex items-start gap-2 rounded-md border p-2">
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {questionIndex + 1}. {question.question}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {[
                      typeText,
                      layoutText,
                      t('forms.poll.responses', { count: question.answers?.length ?? 0 }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {error && (
                    <p role="alert" className="text-sm text-destructive">
                      {error}
                    </p>
                  )}
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('forms.poll.editQuestion', { n: questionIndex + 1 })}
                  onClick={() => setBuilder({ open: true, editIndex: questionIndex })}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('forms.poll.deleteQuestion', { n: questionIndex + 1 })}
                  onClick={() => questions.remove(questionIndex)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setBuilder({ open: true, editIndex: null })}
          >
            <PlusIcon aria-hidden="true" />
            {t('forms.slide.addQuestion')}
          </Button>
        </div>
      </section>
      <RevealFields form={form} index={index} />
      <QuestionBuilderDialog
        open={builder.open}
        question={edited}
        onOpenChange={(open) =>
          setBuilder((current) => (open ? { ...current, open } : { open: false, editIndex: null }))
        }
        onSave={save}
      />
    </>
  );
}
