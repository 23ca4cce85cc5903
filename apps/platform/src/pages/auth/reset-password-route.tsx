import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { ResetPasswordForm } from '@readyteams/forms/auth';
import { Button } from '@readyteams/ui/button';
import { isApiError, useConfirmPasswordReset } from '@readyteams/api-client';
import { site } from '../../i18n/site';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

export default function ResetPasswordRoute() {
  const t = site.useT();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const confirmReset = useConfirmPasswordReset();

  return (
    <AuthLayout>
      <div className="space-y-6">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('site.reset.title')}</h1>
          <p className="text-muted-foreground">{t('site.reset.body')}</p>
        </div>
        {done ? (
          <div className="space-y-4">
            <p
              role="status"
              className="flex gap-3 rounded-md border border-success/40 bg-success/10 p-4 text-sm"
            >
              <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success" />
              {t('site.reset.done')}
            </p>
            <Button asChild className="w-full">
              <Link to={paths.auth}>{t('site.signIn')}</Link>
            </Button>
          </div>
        ) : !token ? (
          <p role="alert" className="text-sm text-destructive">
            {t('site.reset.invalid')}{' '}
            <Link to={paths.forgotPassword} className="font-medium underline">
              {t('site.forgotPassword')}
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
                    isApiError(error) && error.status === 400 ? t('site.reset.invalid') : t('site.tryLater'),
                  );
                }
                setDone(true);
              }}
            />
            <Link
              to={paths.forgotPassword}
              className="block text-sm font-medium text-primary hover:underline"
            >
              {t('site.reset.requestNew')}
            </Link>
          </>
        )}
      </div>
    </AuthLayout>
  );
}
