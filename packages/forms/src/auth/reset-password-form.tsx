import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  emptyResetPasswordValues,
  resetPasswordSchema,
  toResetPasswordPayload,
  type ResetPasswordValues,
} from './reset-password-schema';

type ResetPasswordFormProps = FormProps<ResetPasswordValues, { token: string; password: string }> & {
  /** The single-use token from the link (?token=...). */
  token: string;
};

/** Sets a new password with the token of the reset link. */
function ResetPasswordForm({
  token,
  defaultValues,
  onSubmit,
  serverError,
  className,
}: ResetPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { ...emptyResetPasswordValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(
    form,
    (values) => onSubmit(toResetPasswordPayload(values, token)),
    'Failed to reset password',
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Set a new password"
      className={cn('grid gap-4', className)}
    >
      <Field label="New password" hint="At least 8 characters" error={errors.password?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}

export { ResetPasswordForm, type ResetPasswordFormProps };
