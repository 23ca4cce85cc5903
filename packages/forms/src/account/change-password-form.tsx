import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  changePasswordSchema,
  emptyChangePasswordValues,
  toChangePasswordPayload,
  type ChangePasswordValues,
} from './change-password-schema';

type ChangePasswordPayload = { currentPassword: string; newPassword: string };

/** Settings: change password (the current one is required). Cleared after success. */
function ChangePasswordForm({
  defaultValues,
  onSubmit,
  serverError,
  className,
}: FormProps<ChangePasswordValues, ChangePasswordPayload>) {
  const form = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { ...emptyChangePasswordValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(
    form,
    async (values) => {
      await onSubmit(toChangePasswordPayload(values));
      form.reset(emptyChangePasswordValues);
    },
    'Failed to change password',
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Change password" className={cn('grid gap-4', className)}>
      <Field label="Current password" error={errors.currentPassword?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field label="New password" hint="At least 8 characters" error={errors.newPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </Field>
      <Field label="Confirm new password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Change Password'}
        </Button>
      </div>
    </form>
  );
}

export { ChangePasswordForm, type ChangePasswordPayload };
