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
import { forms, useIssueText } from '../i18n/forms';
import { MIN_PASSWORD_LENGTH } from './password-rules';

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
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { ...emptyResetPasswordValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(
    form,
    (values) => onSubmit(toResetPasswordPayload(values, token)),
    'forms.reset.failed',
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.reset.label')}
      className={cn('grid gap-4', className)}
    >
      <Field
        label={t('forms.newPassword')}
        hint={t('forms.newPasswordHint', { length: MIN_PASSWORD_LENGTH })}
        error={say(errors.password?.message)}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </Field>
      <Field label={t('forms.confirmPassword')} error={say(errors.confirmPassword?.message)}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </Field>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('forms.saving') : t('forms.reset.submit')}
      </Button>
    </form>
  );
}

export { ResetPasswordForm, type ResetPasswordFormProps };
