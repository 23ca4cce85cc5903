import { zodResolver } from '@hookform/resolvers/zod';
import { DatePicker, Field, FullScreenSpinner, Input, cn, type ComboboxOption } from '@readyteams/ui';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CheckboxField } from '../lib/checkbox-field';
import { FormActions } from '../lib/form-actions';
import { FormError } from '../lib/form-error';
import { SelectField } from '../lib/select-field';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  EXPIRY_QUICK_PICKS,
  SUBSCRIPTION_PLANS,
  emptyUserValues,
  toUserPayload,
  userSchema,
  type SubscriptionPlan,
  type UserPayload,
  type UserValues,
} from './user-schema';
import { forms, useIssueText, type FormsT } from '../i18n/forms';

export const USER_SUBMIT_FAILURE = 'forms.user.failed';

interface CompanyPlan {
  subscriptionPlan: SubscriptionPlan;
  /** Last day, yyyy-MM-dd. */
  expiresAt: string;
  seats: number | null;
  seatsUsed: number;
}

/** "Your company's plan: Pro · 7 of 10 seats used · until 2027-06-30" (the date as the date field writes it). */
export function describePlan(plan: CompanyPlan, t: FormsT): string {
  const known = SUBSCRIPTION_PLANS.find((p) => p.value === plan.subscriptionPlan);
  const name = known ? t(known.label) : plan.subscriptionPlan;
  const seats =
    plan.seats === null
      ? t('forms.user.plan.users', { count: plan.seatsUsed })
      : t('forms.user.plan.seats', { used: plan.seatsUsed, count: plan.seats });
  return t('forms.user.plan', { name, seats, until: plan.expiresAt });
}

type UserFormProps = FormProps<UserValues, UserPayload> & {
  /** Create (a POST body, 'Save' buttons) or edit (a PATCH body, 'Update' buttons). */
  mode?: 'create' | 'edit';
  /** Companies as {value: id, label: name}. */
  companies: ComboboxOption[];
  /**
   * What the operator granted the company, when a company admin manages their own users: shown above the plan, and
   * the plans offered are the company's and a free trial only (the server holds the same line).
   */
  companyPlan?: CompanyPlan;
  /** "Today" for the default expiry and the quick picks (stories pin it). */
  today?: Date;
  /** Leaves the form; without it there is no Cancel button. */
  onCancel?: () => void;
};

/**
 * A user: company admin checkbox (ticking it hides plan and expiry), names, work email, company, and for
 * non-admins the subscription plan and expiration date. A full-screen spinner covers the page while saving.
 */
function UserForm({
  mode = 'create',
  companies,
  companyPlan,
  today,
  defaultValues,
  onSubmit,
  serverError,
  onCancel,
  className,
}: UserFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(userSchema),
    defaultValues: { ...emptyUserValues(today), ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const isAdmin = useWatch({ control: form.control, name: 'isAdmin' });
  const submit = useSubmit(
    form,
    (values) => onSubmit(toUserPayload(values, mode === 'edit' ? 'update' : 'create')),
    {
      fallback: USER_SUBMIT_FAILURE,
      fixedMessage: true,
    },
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.user.label')}
      className={cn('grid gap-4', className)}
    >
      <CheckboxField
        control={form.control}
        name="isAdmin"
        label={t('forms.user.admin')}
        hint={t('forms.user.adminHint')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('forms.firstName')} required error={say(errors.firstName?.message)}>
          <Input autoComplete="off" {...form.register('firstName')} />
        </Field>
        <Field label={t('forms.lastName')} required error={say(errors.lastName?.message)}>
          <Input autoComplete="off" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={t('forms.user.email')} required error={say(errors.email?.message)}>
        <Input type="email" autoComplete="off" {...form.register('email')} />
      </Field>
      {mode === 'create' && (
        <Field
          label={t('forms.user.password')}
          hint={t('forms.user.passwordHint')}
          error={say(errors.password?.message)}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
      )}
      <Controller
        control={form.control}
        name="companyId"
        render={({ field, fieldState }) => (
          <Field label={t('forms.company')} required error={say(fieldState.error?.message)}>
            <SelectField
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              options={companies}
            />
          </Field>
        )}
      />
      {!isAdmin && companyPlan && (
        <p className="text-sm text-muted-foreground">{describePlan(companyPlan, t)}</p>
      )}
      {!isAdmin && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="subscriptionPlan"
            render={({ field, fieldState }) => (
              <Field label={t('forms.user.subscriptionPlan')} required error={say(fieldState.error?.message)}>
                <SelectField
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  options={SUBSCRIPTION_PLANS.filter(
                    (plan) =>
                      !companyPlan ||
                      plan.value === 'free-trial' ||
                      plan.value === companyPlan.subscriptionPlan,
                  ).map((plan) => ({ value: plan.value, label: t(plan.label) }))}
                />
              </Field>
            )}
          />
          <Controller
            control={form.control}
            name="expiresAt"
            render={({ field, fieldState }) => (
              <Field label={t('forms.user.expiresAt')} error={say(fieldState.error?.message)}>
                <DatePicker
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  today={today}
                  quickPicks={EXPIRY_QUICK_PICKS.map((months) => ({
                    label: t('forms.user.months', { count: months }),
                    months,
                  }))}
                />
              </Field>
            )}
          />
        </div>
      )}
      <FormError message={serverError ?? errors.root?.server?.message} />
      <FormActions
        submitLabel={mode === 'edit' ? t('forms.user.update') : t('forms.user.save')}
        submitting={isSubmitting}
        onCancel={onCancel}
      />
      {isSubmitting && <FullScreenSpinner label={t('forms.user.saving')} />}
    </form>
  );
}

export { UserForm, type CompanyPlan, type UserFormProps };
