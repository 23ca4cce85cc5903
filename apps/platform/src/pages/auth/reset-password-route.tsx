import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { ResetPasswordForm } from '@readyteams/forms/auth';
import { Button } from '@readyteams/ui/button';
import { isApiError, useConfirmPasswordReset } from '@readyteams/api-client';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Request a new one.';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const confirmReset = useConfirmPasswordReset();

  return (
    <AuthLayout>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">Set a new password</h1>
          <p className="text-muted-foreground">Choose a password of at least 8 characters.</p>
        </div>
        {done ? (
          <div className="space-y-4">
            <p
              role="status"
              className="flex gap-3 rounded-md border border-success/40 bg-success/10 p-4 text-sm"
            >
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />
              Your password has been changed. You can sign in with it now.
            </p>
            <Button asChild className="w-full">
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          </div>
        ) : !token ? (
          <p role="alert" className="text-sm text-destructive">
            {RESET_LINK_INVALID}{' '}
            <Link to={paths.forgotPassword} className="font-medium underline">
              Forgot your password
            </Link>
          </p>
        ) : (
          <>
            <ResetPasswordForm
              token={token}
              onSubmit={async (payload) => {
                try {
                  await confirmReset.mutateAsync(payload);
                } catch (error) {
                  throw new Error(
                    isApiError(error) && error.status === 400 ? RESET_LINK_INVALID : 'Try again later',
                  );
                }
                setDone(true);
              }}
            />
            <Link
              to={paths.forgotPassword}
              className="block text-sm font-medium text-primary hover:underline"
            >
              Request a new link
            </Link>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
