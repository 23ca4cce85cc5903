import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import { emptyProfileValues, profileSchema, toProfilePayload, type ProfileValues } from './profile-schema';
import { forms, useIssueText } from '../i18n/forms';

type ProfileFormProps = FormProps<ProfileValues, ProfileValues> & {
  /** The single sign-on provider the account is linked to, by name ('Signed in with Okta'); none when null. */
  ssoProvider?: string | null;
};

/** Settings: own first and last name, and the single sign-on provider the account is linked to. */
function ProfileForm({ defaultValues, onSubmit, serverError, ssoProvider, className }: ProfileFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { ...emptyProfileValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(
    form,
    async (values) => {
      await onSubmit(toProfilePayload(values));
      form.reset(values);
    },
    'forms.profile.failed',
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.profile.label')}
      className={cn('grid gap-4', className)}
    >
      {ssoProvider && (
        <div data-slot="sso-provider" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          <p className="font-medium">{t('forms.profile.ssoProvider', { provider: ssoProvider })}</p>
          <p className="text-muted-foreground">{t('forms.profile.ssoProviderHint')}</p>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('forms.firstName')} error={say(errors.firstName?.message)}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </Field>
        <Field label={t('forms.lastName')} error={say(errors.lastName?.message)}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </Field>
      </div>
      <FormError message={serverError ?? errors.root?.server?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('forms.saving') : t('forms.profile.submit')}
        </Button>
      </div>
    </form>
  );
}

export { ProfileForm, type ProfileFormProps };
