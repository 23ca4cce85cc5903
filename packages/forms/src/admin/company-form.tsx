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

type CompanyFormProps = FormProps<CompanyValues, CompanyPayload> & {
  /** Create (a POST body, 'Save' buttons) or edit (a PATCH body, 'Update' buttons). */
  mode?: 'create' | 'edit';
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/**
 * A customer company: its name, the plan the operator grants it (plan, last day, seats) and how long its sessions'
 * raw data is kept.
 */
function CompanyForm({
  mode = 'create',
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  className,
}: CompanyFormProps) {
  const form = useForm({
    resolver: zodResolver(companySchema),
    defaultValues: { ...emptyCompanyValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toCompanyPayload(values)), 'Failed to save company');
  const label = mode === 'edit' ? 'Update Company' : 'Save Company';

  return (
    <form noValidate onSubmit={submit} aria-label="Company" className={cn('grid gap-4', className)}>
      <Field label="Company Name" required error={errors.name?.message}>
        <Input placeholder="Enter company name" autoComplete="organization" {...form.register('name')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="subscriptionPlan"
          render={({ field, fieldState }) => (
            <Field
              label="Company Plan"
              error={fieldState.error?.message}
              hint="Without one: a free trial of 4 weeks from the company's creation."
            >
              <SelectField
                value={field.value ?? ''}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                options={SUBSCRIPTION_PLANS.map((plan) => ({ value: plan.value, label: plan.label }))}
              />
            </Field>
          )}
        />
        <Controller
          control={form.control}
          name="expiresAt"
          render={({ field, fieldState }) => (
            <Field label="Plan Ends" error={fieldState.error?.message}>
              <DatePicker
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            </Field>
          )}
        />
        <Field label="Seats" error={errors.seats?.message} hint="Active users at most; empty for no limit.">
          <Input inputMode="numeric" placeholder="No limit" {...form.register('seats')} />
        </Field>
      </div>
      <Field
        label="Data retention (months)"
        error={errors.retentionMonths?.message}
        hint="Raw answers, posts and commitments are deleted this many months after a session; totals stay in the reports."
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
