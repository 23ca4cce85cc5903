import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, Textarea, cn, type ComboboxOption } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { CreatableSelectField, type CreateOption } from '../lib/creatable-select-field';
import { FormActions } from '../lib/form-actions';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import { emptyFaqValues, faqSchema, toFaqPayload, type FaqPayload, type FaqValues } from './faq-schema';
import { forms, useIssueText } from '../i18n/forms';

export const FAQ_SUBMIT_FAILURE = 'forms.faq.failed';

type FaqFormProps = FormProps<FaqValues, FaqPayload> & {
  /** Create (a POST body, 'Save' buttons) or edit (a PATCH body, 'Update' buttons). */
  mode?: 'create' | 'edit';
  /** FAQ categories as {value: id, label: category}. */
  categories: ComboboxOption[];
  /** FAQ tags as {value: id, label: tag}. */
  tags: ComboboxOption[];
  /** Stores a new category typed in the category field and answers it. */
  onCreateCategory?: CreateOption;
  /** Stores a new tag typed in the tags field and answers it. */
  onCreateTag?: CreateOption;
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/** FAQ: question, answer, category (select or type to add), tags; 'Publish FAQ' or 'Update FAQ'. */
function FaqForm({
  mode = 'create',
  categories,
  tags,
  onCreateCategory,
  onCreateTag,
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  className,
}: FaqFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(faqSchema),
    defaultValues: { ...emptyFaqValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toFaqPayload(values)), {
    fallback: FAQ_SUBMIT_FAILURE,
    fixedMessage: true,
    fieldMap: { categoryId: 'category', faq_tagsIds: 'tags' },
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.faq.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.question')} required error={say(errors.question?.message)}>
        <Input placeholder={t('forms.faq.questionPlaceholder')} {...form.register('question')} />
      </Field>
      <Field label={t('forms.faq.answer')} required error={say(errors.answer?.message)}>
        <Textarea rows={6} placeholder={t('forms.faq.answerPlaceholder')} {...form.register('answer')} />
      </Field>
      <CreatableSelectField
        form={form}
        name="category"
        label={t('forms.category')}
        required
        options={categories}
        onCreate={onCreateCategory}
        createFailure="forms.createCategoryFailed"
      />
      <CreatableSelectField
        form={form}
        name="tags"
        label={t('forms.tags')}
        multiple
        options={tags}
        onCreate={onCreateTag}
        createFailure="forms.createTagFailed"
        placeholder={t('forms.faq.tagsPlaceholder')}
      />
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions
        submitLabel={mode === 'edit' ? t('forms.faq.update') : t('forms.faq.publish')}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

export { FaqForm, type FaqFormProps };
