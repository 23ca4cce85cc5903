import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { errorMessage, useSubmit } from '../lib/use-submit';
import {
  emptySignInValues,
  signInSchema,
  toSignInPayload,
  type SignInPayload,
  type SignInValues,
} from './sign-in-schema';
import { forms, useIssueText } from '../i18n/forms';

export const SIGN_IN_FALLBACK_ERROR = 'forms.signIn.failed';

/** Single sign-on for the typed address (its company's provider covers the domain). */
export type SignInSso = {
  /** False: the company's people sign in through its provider only; the password field goes away. */
  passwordAllowed: boolean;
  /** Starts the single sign-on for the (valid) address; it sends the browser away, or rejects with the reason. */
  onContinue: (email: string) => Promise<void>;
};

type SignInFormProps = FormProps<SignInValues, SignInPayload> & {
  /** Extra content under the password field, such as the 'Forgot your password' link. */
  passwordHint?: React.ReactNode;
  /** Told the address as it is typed, so the caller can ask whether single sign-on covers it. */
  onEmailChange?: (email: string) => void;
  /** Given once single sign-on covers the typed address: the form offers 'Continue with SSO'. */
  sso?: SignInSso;
};

/**
 * Email and password, and 'Continue with SSO' when the caller says single sign-on covers the address. A failed
 * sign-in shows its message as the form's root error.
 */
function SignInForm({
  defaultValues,
  onSubmit,
  serverError,
  passwordHint,
  onEmailChange,
  sso,
  className,
}: SignInFormProps) {
  const t = forms.useT();
  const say = useIssueText();
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { ...emptySignInValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toSignInPayload(values)), SIGN_IN_FALLBACK_ERROR);
  const email = useWatch({ control: form.control, name: 'email' });
  useEffect(() => onEmailChange?.(email), [email, onEmailChange]);
  const [redirecting, setRedirecting] = useState(false);
  const passwordShown = !sso || sso.passwordAllowed;

  // Only the address matters here; the provider asks for the rest.
  const continueWithSso = async (event?: React.FormEvent) => {
    event?.preventDefault();
    if (!sso || !(await form.trigger('email'))) return;
    form.clearErrors('root.server');
    setRedirecting(true);
    try {
      await sso.onContinue(form.getValues('email').trim());
    } catch (error) {
      form.setError('root.server', { type: 'server', message: errorMessage(error, SIGN_IN_FALLBACK_ERROR) });
      setRedirecting(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={passwordShown ? submit : continueWithSso}
      aria-label={t('forms.signIn.label')}
      className={cn('grid gap-4', className)}
    >
      <Field label={t('forms.email')} error={say(errors.email?.message)}>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t('forms.emailPlaceholder')}
          {...form.register('email')}
        />
      </Field>
      {passwordShown && (
        <>
          <Field label={t('forms.password')} error={say(errors.password?.message)}>
            <Input type="password" autoComplete="current-password" {...form.register('password')} />
          </Field>
          {passwordHint}
        </>
      )}
      <FormError message={serverError ?? errors.root?.server?.message} />
      {passwordShown && (
        <Button type="submit" disabled={isSubmitting || redirecting} className="w-full">
          {isSubmitting ? t('forms.signIn.busy') : t('forms.signIn.submit')}
        </Button>
      )}
      {sso && (
        <Button
          type={passwordShown ? 'button' : 'submit'}
          variant={passwordShown ? 'outline' : 'default'}
          disabled={isSubmitting || redirecting}
          className="w-full"
          onClick={passwordShown ? () => void continueWithSso() : undefined}
        >
          {redirecting ? t('forms.signIn.redirecting') : t('forms.signIn.sso')}
        </Button>
      )}
    </form>
  );
}

export { SignInForm, type SignInFormProps };
