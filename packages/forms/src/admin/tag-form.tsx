import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormActions } from '../lib/form-actions';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import { emptyTagValues, tagSchema, toTagPayload, type TagPayload, type TagValues } from './tag-schema';
import { forms, useIssueText } from '../i18n/forms';

export const TAG_SAVE_FAILURE = 'forms.tag.failed';

type TagFormProps = FormProps<TagValues, TagPayload> & {
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/** The tag modal's body: name and colour (#000000 unless chosen). An empty name sends nothing. */
function TagForm({ defaultValues, onSubmit, serverError, onCancel, className }: TagFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(tagSchema),
    defaultValues: { ...emptyTagValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toTagPayload(values)), {
    fallback: TAG_SAVE_FAILURE,
    fieldMap: { tag: 'name' },
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.tag.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.tag.name')} required error={say(errors.name?.message)}>
        <Input placeholder={t('forms.tag.namePlaceholder')} {...form.register('name')} />
      </Field>
      <Field label={t('forms.tag.color')} required error={say(errors.color?.message)}>
        <Input type="color" className="h-9 w-20 cursor-pointer p-1" {...form.register('color')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions submitLabel={t('forms.tag.submit')} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

export { TagForm, type TagFormProps };
