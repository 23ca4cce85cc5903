// Discussion slides: an optional title and questions for the room (sent as plain strings).
import { Button, Input } from '@readyteams/ui';
import { PlusIcon, Trash2Icon } from '@readyteams/ui/icons';
import { useFieldArray } from 'react-hook-form';
import { forms, useIssueText } from '../../i18n/forms';
import { issue as issue_ } from '../../i18n/issues';
import { slideBranch } from './base';
import { TitleField, errorOf } from './fields';
import type { SlideKind } from './kind';

export const discussion: SlideKind<'discussion'> = {
  label: 'forms.slideType.discussion',
  schema: slideBranch('discussion', (slide, { issue }) => {
    slide.discussionQuestions.forEach((question, index) => {
      if (question.text.trim() === '')
        issue(['discussionQuestions', index, 'text'], issue_('forms.error.question'));
    });
  }),
  summary: (slide, t) => t('forms.discussion.summary', { count: slide.discussionQuestions.length }),
  Fields: DiscussionFields,
  toSent: (slide, base) => ({
    ...base,
    slideType: 'discussion',
    // The editor has no script field here; a stored one is kept.
    ...(slide.script.trim() ? { script: slide.script.trim() } : {}),
    questions: slide.discussionQuestions.map((question) => question.text.trim()),
  }),
  fromRead: (slide) => ({
    script: slide.script ?? '',
    discussionQuestions: slide.questions.map((text) => ({ text })),
  }),
};

function DiscussionFields({ form, index }: Parameters<SlideKind<'discussion'>['Fields']>[0]) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  const questions = useFieldArray({
    control: form.control,
    name: `${path}.discussionQuestions`,
    keyName: 'fieldKey',
  });
  return (
    <>
      <TitleField form={form} index={index} />
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('forms.discussion.questions')}</legend>
        <ol className="grid gap-2">
          {questions.fields.map((field, questionIndex) => {
            const error = say(errorOf(form, `${path}.discussionQuestions.${questionIndex}.text`));
            const errorId = `${field.fieldKey}-error`;
            return (
              <li key={field.fieldKey} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Input
                    aria-label={t('forms.discussion.question', { n: questionIndex + 1 })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    {...form.register(`${path}.discussionQuestions.${questionIndex}.text`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t('forms.discussion.delete', { n: questionIndex + 1 })}
                    onClick={() => questions.remove(questionIndex)}
                  >
                    <Trash2Icon aria-hidden="true" />
                  </Button>
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
        <div>
          <Button type="button" variant="outline" size="sm" onClick={() => questions.append({ text: '' })}>
            <PlusIcon aria-hidden="true" />
            {t('forms.slide.addQuestion')}
          </Button>
        </div>
      </fieldset>
    </>
  );
}
