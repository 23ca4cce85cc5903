import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  emptyTrialSignUpValues,
  trialSignUpSchema,
  type TrialSignUpPayload,
  type TrialSignUpValues,
} from './trial-sign-up-schema';
import { forms, useIssueText } from '../i18n/forms';
import { MIN_PASSWORD_LENGTH } from './password-rules';

/**
 * The self-serve free trial: name, company name, work email and a password, 'Start free trial'. The server's
 * per-field refusals (a password too easy to guess) land on their fields.
 */
function TrialSignUpForm({
  defaultValues,
  onSubmit,
  serverError,
  className,
}: FormProps<TrialSignUpValues, TrialSignUpPayload>) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(trialSignUpSchema),
    defaultValues: { ...emptyTrialSignUpValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, onSubmit, 'forms.tryLater');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.trial.label')}
      className={cn('grid gap-4', className)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('forms.firstName')} error={say(errors.firstName?.message)}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={t('forms.lastName')} error={say(errors.lastName?.message)}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <Field label={t('forms.company.name')} error={say(errors.companyName?.message)}>
        <Input autoComplete="organization" {...form.register('companyName')} />
      </Field>
      <Field label={t('forms.email')} error={say(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('forms.emailPlaceholder')}
          {...form.register('email')}
        />
      </Field>
      <Field
        label={t('forms.password')}
        hint={t('forms.newPasswordHint', { length: MIN_PASSWORD_LENGTH })}
        error={say(errors.password?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('forms.trial.busy') : t('forms.trial.submit')}
      </Button>
    </form>
  );
}

export { TrialSignUpForm };
