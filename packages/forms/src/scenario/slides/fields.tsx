import { Field, Input } from '@readyteams/ui';
import { get } from 'react-hook-form';
import type { SlideForm } from '../slide-schema';

/** The message of a field of the editor's form, if it has one. */
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
  const path = `slides.${index}.title` as const;
  return (
    <Field label="Title" required={required} error={errorOf(form, path)}>
      <Input {...form.register(path)} />
    </Field>
  );
}
