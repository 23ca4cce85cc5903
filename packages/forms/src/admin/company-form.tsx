import { zodResolver } from '@hookform/resolvers/zod';
import { DatePicker, Field, Input, cn } from '@readyteams/ui';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../lib/form-actions';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { SelectField } from '../lib/select-field';
import { useSubmit } from '../lib/use-submit';
import { SUBSCRIPTION_PLANS } from './user-schema';
import {
  companySchema,
  emptyCompanyValues,
  toCompanyPayload,
  type CompanyPayload,
  type CompanyValues,
} from './company-schema';
import { forms, useIssueText } from '../i18n/forms';

type CompanyFormProps = FormProps<CompanyValues, CompanyPayload> & {
  /** Create (a POST body, 'Save' buttons) or edit (a PATCH body, 'Update' buttons). */
  mode?: 'create' | 'edit';
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/**
 * A customer company: its name, the plan the operator grants it (plan, last day, seats, extra custom scenarios) and
 * how long its sessions' raw data is kept.
 */
function CompanyForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  className,
}: CompanyFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: { ...emptyCompanyValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toCompanyPayload(values)), 'forms.company.failed');
  const label = mode === 'edit' ? t('forms.company.update') : t('forms.company.save');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.company')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.company.name')} required error={say(errors.name?.message)}>
        <Input
          placeholder={t('forms.company.namePlaceholder')}
          autoComplete="organization"
          {...form.register('name')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="subscriptionPlan"
          render={({ field, fieldState }) => (
            <Field
              label={t('forms.company.plan')}
              error={say(fieldState.error?.message)}
              hint={t('forms.company.planHint')}
            >
              <SelectField
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={SUBSCRIPTION_PLANS.map((plan) => ({ value: plan.value, label: t(plan.label) }))}
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="expiresAt"
          render={({ field, fieldState }) => (
            <Field label={t('forms.company.planEnds')} error={say(fieldState.error?.message)}>
              <DatePicker
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </Field>
          )}
        />
        <Field
          label={t('forms.company.seats')}
          error={say(errors.seats?.message)}
          hint={t('forms.company.seatsHint')}
        >
          <Input inputMode="numeric" placeholder={t('forms.company.noLimit')} {...form.register('seats')} />
        </Field>
      </div>
      <Field
        label={t('forms.company.extraCustomScenarios')}
        error={say(errors.extraCustomScenarios?.message)}
        hint={t('forms.company.extraCustomScenariosHint')}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={1000}
          step={1}
          placeholder="0"
          {...form.register('extraCustomScenarios')}
        />
      </Field>
      <Field
        label={t('forms.company.retention')}
        error={say(errors.retentionMonths?.message)}
        hint={t('forms.company.retentionHint')}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          step={1}
          {...form.register('retentionMonths')}
        />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions submitLabel={label} submitting={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

export { CompanyForm, type CompanyFormProps };
