import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field, Input, cn } from '@readyteams/ui';
import { useForm } from 'react-hook-form';
import { FormError } from '../lib/form-error';
import type { FormProps } from '../lib/form-types';
import { useSubmit } from '../lib/use-submit';
import {
  emptySignInValues,
  signInSchema,
  toSignInPayload,
  type SignInPayload,
  type SignInValues,
} from './sign-in-schema';

export const SIGN_IN_FALLBACK_ERROR = 'An unexpected error occurred. Please try again.';

type SignInFormProps = FormProps<SignInValues, SignInPayload> & {
  /** Extra content under the password field, such as the 'Forgot your password' link. */
  passwordHint?: React.ReactNode;
};

/** Email and password. A failed sign-in shows its message as the form's root error. */
function SignInForm({ defaultValues, onSubmit, serverError, passwordHint, className }: SignInFormProps) {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { ...emptySignInValues, ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = useSubmit(form, (values) => onSubmit(toSignInPayload(values)), SIGN_IN_FALLBACK_ERROR);

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in" className={cn('grid gap-4', className)}>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@company.com" {...form.register('email')} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </Field>
      {passwordHint}
      <FormError message={serverError ?? errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

export { SignInForm, type SignInFormProps };
