import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CheckboxField } from '../lib/checkbox-field';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { errorMessage, useSubmit } from '../lib/use-submit';
import {
  companySsoSchema,
  emptyCompanySsoValues,
  toCompanySsoPayload,
  type CompanySsoPayload,
  type CompanySsoValues,
} from './company-sso-schema';
import { forms, useIssueText } from '../i18n/forms';

type CompanySsoFormProps = FormProps<CompanySsoValues, CompanySsoPayload> & {
  /** A client secret is stored (the settings exist): an empty secret field keeps it, and they can be removed. */
  secretSet: boolean;
  /** The address to register at the provider as the redirect URI. */
  redirectUri: string;
  /** The address to register at the provider as the post-logout redirect URI (RP-initiated logout). */
  postLogoutRedirectUri?: string;
  /** The company is on the Enterprise plan, so its single sign-on applies. */
  planIncludesSso: boolean;
  /** The signed-in admin may look but not change (a company admin whose company is not on the Enterprise plan). */
  readOnly?: boolean;
  /** Removes the settings; offered while they exist. */
  onRemove?: () => Promise<void>;
};

/**
 * A company's OpenID Connect single sign-on: the provider's issuer URL, client ID and secret (write-only: the stored
 * one is never shown), the email domains it covers, whether passwords still work for them and whether an existing
 * password account is linked without its owner confirming with the password (off by default).
 */
function CompanySsoForm({
  defaultValues,
  onSubmit,
  serverError,
  secretSet,
  redirectUri,
  postLogoutRedirectUri,
  planIncludesSso,
  readOnly = false,
  onRemove,
  className,
}: CompanySsoFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(companySsoSchema(secretSet)),
    defaultValues: { ...emptyCompanySsoValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toCompanySsoPayload(values)), 'forms.sso.failed');
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    form.clearErrors('root.server');
    setRemoving(true);
    try {
      await onRemove?.();
    } catch (error) {
      form.setError('root.server', {
        type: 'server',
        message: errorMessage(error, 'forms.sso.removeFailed'),
      });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('forms.sso.label')}
      className={cn('grid gap-4', className)}
    >
      {!planIncludesSso && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {readOnly ? t('forms.sso.planOnly') : t('forms.sso.planOnlyApply')}
        </p>
      )}
      <fieldset disabled={readOnly} className="grid gap-4">
        <Field
          label={t('forms.sso.issuer')}
          required
          error={say(errors.issuer?.message)}
          hint={t('forms.sso.issuerHint')}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder={t('forms.sso.issuerPlaceholder')}
            autoComplete="off"
            {...form.register('issuer')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('forms.sso.clientId')} required error={say(errors.clientId?.message)}>
            <Input autoComplete="off" {...form.register('clientId')} />
          </Field>
          <Field
            label={t('forms.sso.clientSecret')}
            required={!secretSet}
            error={say(errors.clientSecret?.message)}
            hint={secretSet ? t('forms.sso.secretHint') : undefined}
          >
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={secretSet ? t('forms.sso.stored') : undefined}
              {...form.register('clientSecret')}
            />
          </Field>
        </div>
        <Field
          label={t('forms.sso.domains')}
          required
          error={say(errors.domains?.message)}
          hint={t('forms.sso.domainsHint')}
        >
          <Input
            placeholder={t('forms.sso.domainsPlaceholder')}
            autoComplete="off"
            {...form.register('domains')}
          />
        </Field>
        <CheckboxField
          control={form.control}
          name="passwordAllowed"
          label={t('forms.sso.passwordAllowed')}
          hint={t('forms.sso.passwordAllowedHint')}
        />
        <CheckboxField
          control={form.control}
          name="linkAutomatically"
          label={t('forms.sso.linkAutomatically')}
          hint={t('forms.sso.linkAutomaticallyHint')}
        />
        <Field label={t('forms.sso.redirectUri')} hint={t('forms.sso.redirectUriHint')}>
          <Input readOnly value={redirectUri} />
        </Field>
        {postLogoutRedirectUri && (
          <Field label={t('forms.sso.postLogoutRedirectUri')} hint={t('forms.sso.postLogoutRedirectUriHint')}>
            <Input readOnly value={postLogoutRedirectUri} />
          </Field>
        )}
      </fieldset>
      <FormError message={serverError ?? errors.root?.server?.message} />
      {!readOnly && (
        <div className="flex flex-wrap justify-end gap-2">
          {secretSet && onRemove && (
            <Button
              type="button"
              variant="outline"
              disabled={isSubmitting || removing}
              onClick={() => void remove()}
            >
              {removing ? t('forms.sso.removing') : t('forms.sso.remove')}
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting || removing}>
            {isSubmitting ? t('forms.saving') : t('forms.sso.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

export { CompanySsoForm, type CompanySsoFormProps };
