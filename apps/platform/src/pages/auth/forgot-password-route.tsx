import { useState } from 'react';
import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { ForgotPasswordForm } from '@readyteams/forms/auth';
import { useRequestPasswordReset } from '@readyteams/api-client';
import { site } from '../../i18n/site';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

export default function ForgotPasswordRoute() {
  const t = site.useT();
  const [sent, setSent] = useState(false);
  const requestReset = useRequestPasswordReset();
  return (
    <AuthLayout>
      <div className="space-y-6">
        <Link to={paths.auth} className="text-sm font-medium text-primary hover:underline">
          {t('site.forgot.back')}
        </Link>
        <div className="space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{t('site.forgot.title')}</h1>
          <p className="text-muted-foreground">{t('site.forgot.body')}</p>
        </div>
        {sent ? (
          <p
            role="status"
            className="flex gap-3 rounded-md border border-success/40 bg-success/10 p-4 text-sm"
          >
            <MailCheck aria-hidden className="size-5 shrink-0 text-success" />
            {/* The same whether or not the address has an account, so nobody can probe for accounts. */}
            {t('site.forgot.sent')}
          </p>
        ) : (
          <ForgotPasswordForm
            onSubmit={async (payload) => {
              try {
                await requestReset.mutateAsync(payload);
              } catch {
                throw new Error(t('site.tryLater'));
              }
              setSent(true);
            }}
          />
        )}
      </div>
    </AuthLayout>
  );
}
