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
import { forms, useIssueText } from '../i18n/forms';
import { MIN_PASSWORD_LENGTH } from '../auth/password-rules';

type ChangePasswordPayload = { currentPassword: string; newPassword: string };

/** Settings: change password (the current one is required). Cleared after success. */
function ChangePasswordForm({
  defaultValues,
  onSubmit,
  serverError,
  className,
}: FormProps<ChangePasswordValues, ChangePasswordPayload>) {
  const t = forms.useT();
  const say = useIssueText();
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
    'forms.changePassword.failed',
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.changePassword.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.changePassword.current')} error={say(errors.currentPassword?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
      </Field>
      <Field
        label={t('forms.newPassword')}
        hint={t('forms.newPasswordHint', { length: MIN_PASSWORD_LENGTH })}
        error={say(errors.newPassword?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
      </Field>
      <Field label={t('forms.confirmPassword')} error={say(errors.confirmPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('forms.saving') : t('forms.changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}

export { ChangePasswordForm, type ChangePasswordPayload };
