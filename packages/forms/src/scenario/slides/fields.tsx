import { Field, Input } from '@readyteams/ui';
import { Controller, get } from 'react-hook-form';
import { CheckboxField } from '../../lib/checkbox-field';
import { SelectField } from '../../lib/select-field';
import { forms, useIssueText } from '../../i18n/forms';
import type { SlideForm } from '../slide-schema';
import { REVEAL_MODES } from './base';

/** The message of a field of the editor's form, if it has one (as the form holds it: see useIssueText). */
export const errorOf = (form: SlideForm, path: string): string | undefined =>
  (get(form.formState.errors, path) as { message?: string } | undefined)?.message;

/** A slide's Title field (required on the types that need one; a type may name it otherwise: `label`, `hint`). */
export function TitleField({
  form,
  index,
  required,
  label,
  hint,
}: {
  form: SlideForm;
  index: number;
  required?: boolean;
  label?: string;
  hint?: string;
}) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}.title` as const;
  return (
    <Field label={label ?? t('forms.title')} required={required} hint={hint} error={say(errorOf(form, path))}>
      <Input {...form.register(path)} />
    </Field>
  );
}

/**
 * When a slide's results may show, for the types whose results wait for answers (polls, and kinds that reuse it): revealed by the
 * host or automatically, never below the minimum answers; and whether the presenter shows the answer count. A type
 * whose results always show once enough have answered (a ranking) leaves out the mode (`mode={false}`) and may word
 * the minimum's hint its own way (`minimumHint`).
 */
export function RevealFields({
  form,
  index,
  mode = true,
  minimumHint,
}: {
  form: SlideForm;
  index: number;
  mode?: boolean;
  minimumHint?: string;
}) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}` as const;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {mode && (
          <Controller
            control={form.control}
            name={`${path}.revealMode`}
            render={({ field }) => (
              <Field label={t('forms.poll.showResults')} hint={t('forms.poll.showResultsHint')}>
                <SelectField
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  options={REVEAL_MODES.map((option) => ({ value: option.value, label: t(option.label) }))}
                />
              </Field>
            )}
          />
        )}
        <Field
          label={t('forms.poll.minimum')}
          required
          hint={minimumHint ?? t('forms.poll.minimumHint')}
          error={say(errorOf(form, `${path}.revealThreshold`))}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            step={1}
            {...form.register(`${path}.revealThreshold`)}
          />
        </Field>
      </div>
      <CheckboxField
        control={form.control}
        name={`${path}.showAnswerCount`}
        label={t('forms.poll.showCount')}
      />
    </>
  );
}
