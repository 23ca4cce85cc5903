import { Field, Input } from '@readyteams/ui';
import { get } from 'react-hook-form';
import { forms, useIssueText } from '../../i18n/forms';
import type { SlideForm } from '../slide-schema';

/** The message of a field of the editor's form, if it has one (as the form holds it: see useIssueText). */
export const errorOf = (form: SlideForm, path: string): string | undefined =>
  (get(form.formState.errors, path) as { message?: string } | undefined)?.message;

/** A slide's Title field (required on the types that need one). */
export function TitleField({
  form,
  index,
  required,
}: {
  form: SlideForm;
  index: number;
  required?: boolean;
}) {
  const t = forms.useT();
  const say = useIssueText();
  const path = `slides.${index}.title` as const;
  return (
    <Field label={t('forms.title')} required={required} error={say(errorOf(form, path))}>
      <Input {...form.register(path)} />
    </Field>
  );
}
