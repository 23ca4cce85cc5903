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

export const SSO_PLAN_NOTICE = 'Single sign-on is available on the Enterprise plan only';

type CompanySsoFormProps = FormProps<CompanySsoValues, CompanySsoPayload> & {
  /** A client secret is stored (the settings exist): an empty secret field keeps it, and they can be removed. */
  secretSet: boolean;
  /** The address to register at the provider as the redirect URI. */
  redirectUri: string;
  /** The company is on the Enterprise plan, so its single sign-on applies. */
  planIncludesSso: boolean;
  /** The signed-in admin may look but not change (a company admin whose company is not on the Enterprise plan). */
  readOnly?: boolean;
  /** Removes the settings; offered while they exist. */
  onRemove?: () => Promise<void>;
};

/**
 * A company's OpenID Connect single sign-on: the provider's issuer URL, client ID and secret (write-only: the stored
 * one is never shown), the email domains it covers and whether passwords still work for them.
 */
function CompanySsoForm({
  defaultValues,
  onSubmit,
  serverError,
  secretSet,
  redirectUri,
  planIncludesSso,
  readOnly = false,
  onRemove,
  className,
}: CompanySsoFormProps) {
  const form = useForm({
    resolver: zodResolver(companySsoSchema(secretSet)),
    defaultValues: { ...emptyCompanySsoValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(
    form,
    (values) => onSubmit(toCompanySsoPayload(values)),
    'Failed to save single sign-on',
  );
  const [removing, setRemoving] = useState(false);
  const remove = async () => {
    form.clearErrors('root.server');
    setRemoving(true);
    try {
      await onRemove?.();
    } catch (error) {
      form.setError('root.server', {
        type: 'server',
        message: errorMessage(error, 'Failed to remove single sign-on'),
      });
    } finally {
      setRemoving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Single sign-on" className={cn('grid gap-4', className)}>
      {!planIncludesSso && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {SSO_PLAN_NOTICE}
          {readOnly ? '.' : '. These settings apply once the company is on it.'}
        </p>
      )}
      <fieldset disabled={readOnly} className="grid gap-4">
        <Field
          label="Issuer URL"
          required
          error={errors.issuer?.message}
          hint="The provider's address; its OpenID configuration is read from it."
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://login.example.com"
            autoComplete="off"
            {...form.register('issuer')}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Client ID" required error={errors.clientId?.message}>
            <Input autoComplete="off" {...form.register('clientId')} />
          </Field>
          <Field
            label="Client Secret"
            required={!secretSet}
            error={errors.clientSecret?.message}
            hint={secretSet ? 'Stored and never shown; leave empty to keep it.' : undefined}
          >
            <Input
              type="password"
              autoComplete="new-password"
              placeholder={secretSet ? 'Stored' : undefined}
              {...form.register('clientSecret')}
            />
          </Field>
        </div>
        <Field
          label="Email Domains"
          required
          error={errors.domains?.message}
          hint="People with addresses at these domains sign in through the provider; separate them with commas."
        >
          <Input placeholder="example.com, example.org" autoComplete="off" {...form.register('domains')} />
        </Field>
        <CheckboxField
          control={form.control}
          name="passwordAllowed"
          label="Password sign-in stays allowed"
          hint="Off: people at these domains sign in through the provider only."
        />
        <Field label="Redirect URI" hint="Register this address at the provider.">
          <Input readOnly value={redirectUri} />
        </Field>
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
              {removing ? 'Removing...' : 'Remove Single Sign-On'}
            </Button>
          )}
          <Button type="submit" disabled={isSubmitting || removing}>
            {isSubmitting ? 'Saving...' : 'Save Single Sign-On'}
          </Button>
        </div>
      )}
    </form>
  );
}

export { CompanySsoForm, type CompanySsoFormProps };
