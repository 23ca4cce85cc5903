import { useState } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { ForgotPasswordForm } from '@readyteams/forms/auth';
import { useRequestPasswordReset } from '@readyteams/api-client';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

// The answer is the same whether or not the address has an account, so nobody can probe for accounts.
export const RESET_REQUESTED =
  'If an account exists for this address, we have sent a link to reset your password. It is valid for 1 hour.';

export default function ForgotPasswordRoute() {
  const [sent, setSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  return (
    <AuthLayout>
      <div className="space-y-6">
        <Link to={paths.auth} className="text-sm font-medium text-primary hover:underline">
          Back to Sign In
        </Link>
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">Forgot your password?</h1>
          <p className="text-muted-foreground">
            Enter your work email and we will send you a link to set a new one.
          </p>
        </div>
        {sent ? (
          <p
            role="status"
            className="flex gap-3 rounded-md border border-success/40 bg-success/10 p-4 text-sm"
          >
            <MailCheck aria-hidden className="size-5 shrink-0 text-success" />
            {RESET_REQUESTED}
          </p>
        ) : (
          <ForgotPasswordForm
            onSubmit={async (payload) => {
              try {
                await requestReset.mutateAsync(payload);
              } catch {
                throw new Error('Try again later');
              }
              setSent(true);
            }}
          />
        )}
      </div>
    </AuthLayout>
  );
}
