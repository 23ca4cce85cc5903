import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Combobox,
  Field,
  Input,
  MultiSelect,
  Textarea,
  cn,
  type ComboboxOption,
} from '@readyteams/ui';
import { Controller, useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useCreatableOptions, type CreateOption } from '../lib/use-creatable-options';
import { errorMessage, useSubmit } from '../lib/use-submit';
import { emptyFaqValues, faqSchema, toFaqPayload, type FaqPayload, type FaqValues } from './faq-schema';

export const FAQ_SUBMIT_FAILURE = 'An error occurred while submitting the FAQ.';

type FaqFormProps = FormProps<FaqValues, FaqPayload> & {
  mode?: 'create' | 'edit';
  /** FAQ categories as {value: id, label: category}. */
  categories: ComboboxOption[];
  /** FAQ tags as {value: id, label: tag}. */
  tags: ComboboxOption[];
  /** Stores a new category typed in the category field and answers it. */
  onCreateCategory?: CreateOption;
  /** Stores a new tag typed in the tags field and answers it. */
  onCreateTag?: CreateOption;
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
  const form = useForm({
    resolver: zodResolver(faqSchema),
    defaultValues: { ...emptyFaqValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const categoryOptions = useCreatableOptions(categories, onCreateCategory);
  const tagOptions = useCreatableOptions(tags, onCreateTag);
  const submit = useSubmit(form, (values) => onSubmit(toFaqPayload(values)), {
    fallback: FAQ_SUBMIT_FAILURE,
    fixedMessage: true,
    fieldMap: { categoryId: 'category', faq_tagsIds: 'tags' },
  });

  return (
    <form noValidate onSubmit={submit} aria-label="FAQ" className={cn('grid gap-4', className)}>
      <Field label="Question" required error={errors.question?.message}>
        <Input placeholder="Enter the question" {...form.register('question')} />
      </Field>
      <Field label="Answer" required error={errors.answer?.message}>
        <Textarea rows={6} placeholder="Enter the answer" {...form.register('answer')} />
      </Field>
      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <Field label="Category" required error={fieldState.error?.message}>
            <Combobox
              options={categoryOptions.options}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              creatable={Boolean(categoryOptions.create)}
              onCreate={async (label) => {
                try {
                  const option = await categoryOptions.create?.(label);
                  if (option) field.onChange(option.value);
                } catch (error) {
                  form.setError('category', { message: errorMessage(error, 'Failed to create category') });
                }
              }}
            />
          </Field>
        )}
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <Field label="Tags" error={fieldState.error?.message}>
            <MultiSelect
              options={tagOptions.options}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              placeholder="e.g., beginner, setup, troubleshooting"
              creatable={Boolean(tagOptions.create)}
              onCreate={async (label) => {
                try {
                  const option = await tagOptions.create?.(label);
                  if (option) field.onChange([...form.getValues('tags'), option.value]);
                } catch (error) {
                  form.setError('tags', { message: errorMessage(error, 'Failed to create tag') });
                }
              }}
            />
          </Field>
        )}
      />
      <FormError message={serverError ?? errors.root?.server?.message} />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : mode === 'edit' ? 'Update FAQ' : 'Publish FAQ'}
        </Button>
      </div>
    </form>
  );
}

export { FaqForm, type FaqFormProps };
