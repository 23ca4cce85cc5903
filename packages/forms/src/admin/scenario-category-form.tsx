import { zodResolver } from '@hookform/resolvers/zod';
import { Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormActions } from '../lib/form-actions';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  emptyScenarioCategoryValues,
  scenarioCategorySchema,
  toScenarioCategoryPayload,
  type ScenarioCategoryPayload,
  type ScenarioCategoryValues,
} from './scenario-category-schema';
import { forms, useIssueText } from '../i18n/forms';

export const CATEGORY_SAVE_FAILURE = 'forms.scenarioCategory.failed';

type ScenarioCategoryFormProps = FormProps<ScenarioCategoryValues, ScenarioCategoryPayload> & {
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/** The category modal's body: 'Category' with Cancel and 'Save Category' ('Saving...' while submitting). */
function ScenarioCategoryForm({
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  className,
}: ScenarioCategoryFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(scenarioCategorySchema),
    defaultValues: { ...emptyScenarioCategoryValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(
    form,
    (values) => onSubmit(toScenarioCategoryPayload(values)),
    CATEGORY_SAVE_FAILURE,
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.scenarioCategory.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.category')} required error={say(errors.category?.message)}>
        <Input placeholder={t('forms.scenarioCategory.placeholder')} {...form.register('category')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions
        submitLabel={t('forms.scenarioCategory.submit')}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
    </form>
  );
}

export { ScenarioCategoryForm, type ScenarioCategoryFormProps };
