import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError, useConfirmTrial } from '@readyteams/api-client';
import { site } from '../../i18n/site';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

/**
 * A trial sign-up's e-mail link (`/verify-email?token=...`): confirming it creates the company and its admin, who
 * lands signed in on the library. A link used or expired says so, with the ways in.
 */
export default function VerifyEmailRoute() {
  const t = site.useT();
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmTrial();
  const [failure, setFailure] = useState<string | null>(token ? null : t('site.verify.invalid'));
  const sent = useRef(false);

  useEffect(() => {
    // Once: the link is single-use, and a second request would answer that it was used.
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutateAsync(token).then(
      ({ user }) => {
        signedIn(user);
        void navigate(paths.library, { replace: true });
      },
      (error: unknown) =>
        setFailure(isApiError(error) && error.status === 400 ? t('site.verify.invalid') : t('site.tryLater')),
    );
  }, [token, confirm, signedIn, navigate, t]);

  return (
    <AuthLayout>
      <div className="space-y-6">
        <h1 className="text-2xl font-bold tracking-tight">{t('site.verify.title')}</h1>
        {failure ? (
          <div className="space-y-3">
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link to={paths.auth} className="font-medium text-primary hover:underline">
                {t('site.signIn')}
              </Link>
              <Link to={paths.signUp} className="font-medium text-primary hover:underline">
                {t('site.verify.startAgain')}
              </Link>
            </p>
          </div>
        ) : (
          <p role="status" className="text-muted-foreground">
            {t('site.verify.confirming')}
          </p>
        )}
      </div>
    </AuthLayout>
  );
}
