import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  emptySsoLinkValues,
  ssoLinkSchema,
  toSsoLinkPayload,
  type SsoLinkPayload,
  type SsoLinkValues,
} from './sso-link-schema';
import { forms, useIssueText } from '../i18n/forms';

type SsoLinkFormProps = FormProps<SsoLinkValues, SsoLinkPayload> & {
  /** Extra content under the password field, such as the 'Forgot your password' link. */
  passwordHint?: React.ReactNode;
};

/**
 * Back from single sign-on with an address that already has a password account: its owner enters that password once
 * to link the account to the provider. A wrong password shows on the field and links nothing.
 */
function SsoLinkForm({ defaultValues, onSubmit, serverError, passwordHint, className }: SsoLinkFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(ssoLinkSchema),
    defaultValues: { ...emptySsoLinkValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toSsoLinkPayload(values)), 'forms.ssoLink.failed');

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.ssoLink.label')}
      className={cn('grid gap-4', className)}
    >
      <p className="text-sm text-muted-foreground">{t('forms.ssoLink.intro')}</p>
      <Field label={t('forms.password')} error={say(errors.password?.message)}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      {passwordHint}
      <FormError message={serverError ?? errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('forms.ssoLink.busy') : t('forms.ssoLink.submit')}
      </Button>
    </form>
  );
}

export { SsoLinkForm, type SsoLinkFormProps };
