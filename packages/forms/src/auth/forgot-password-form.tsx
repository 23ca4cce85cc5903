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

/** Asks for a reset link; the answer is always the same, so the caller shows it after onSubmit resolves. */
function ForgotPasswordForm({
  defaultValues,
  onSubmit,
  serverError,
  className,
}: FormProps<ForgotPasswordValues, { email: string }>) {
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { ...emptyForgotPasswordValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, ({ email }) => onSubmit({ email }), 'Try again later');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Reset your password"
      className={cn('grid gap-4', className)}
    >
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}

export { ForgotPasswordForm };
