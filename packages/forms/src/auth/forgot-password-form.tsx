import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  emptyForgotPasswordValues,
  forgotPasswordSchema,
  type ForgotPasswordValues,
} from './forgot-password-schema';
import { forms, useIssueText } from '../i18n/forms';

/** Asks for a reset link; the answer is always the same, so the caller shows it after onSubmit resolves. */
function ForgotPasswordForm({
  defaultValues,
  onSubmit,
  serverError,
  className,
}: FormProps<ForgotPasswordValues, { email: string }>) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { ...emptyForgotPasswordValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, ({ email }) => onSubmit({ email }), 'forms.tryLater');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.forgot.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.email')} error={say(errors.email?.message)}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('forms.forgot.busy') : t('forms.forgot.submit')}
      </Button>
    </form>
  );
}

export { ForgotPasswordForm };
