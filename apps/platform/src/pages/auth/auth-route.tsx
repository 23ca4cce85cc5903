import { useEffect, useRef, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SignInForm, SsoLinkForm, TrialSignUpForm, WaitlistForm } from '@readyteams/forms/auth';
import { Button } from '@readyteams/ui/button';
import { toast } from '@readyteams/ui/feedback';
import { Trans } from '@readyteams/ui/i18n';
import {
  useJoinWaitlist,
  useLinkSso,
  useLogin,
  useSignUpMode,
  useSsoDiscovery,
  useStartSso,
  useStartTrial,
} from '@readyteams/api-client';
import { site } from '../../i18n/site';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { AuthLayout } from './auth-layout';

export default function AuthRoute() {
  const [params, setParams] = useSearchParams();
  const isSignUp = params.get('isSignUp') === 'true';
  return (
    <AuthLayout>
      {isSignUp ? <SignUpView /> : <SignInView onStartTrial={() => setParams({ isSignUp: 'true' })} />}
    </AuthLayout>
  );
}

/**
 * The one-time code a single sign-on left in the address (`/auth#sso=<code>`, from the API's /sso/callback; or
 * `#sso-link=<code>` when an existing password account waits for its password), taken out of the address (and the
 * history) once read. Read after the first render, which must be the prerendered one.
 */
function useSsoCode(): { kind: 'sso' | 'sso-link'; code: string } | null {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [code, setCode] = useState<{ kind: 'sso' | 'sso-link'; code: string } | null>(null);
  useEffect(() => {
    const params = new URLSearchParams(hash.slice(1));
    const kind = params.has('sso-link') ? 'sso-link' : 'sso';
    const found = params.get(kind);
    if (!found) return;
    setCode({ kind, code: found });
    void navigate({ hash: '' }, { replace: true });
  }, [hash, navigate]);
  return code;
}

/** Signed out of an SSO sign-in whose provider offers no sign-out address: its session there is still open. */
function useProviderSessionOpen(): string | null {
  const { state } = useLocation() as { state: { providerSessionOpen?: unknown } | null };
  return typeof state?.providerSessionOpen === 'string' ? state.providerSessionOpen : null;
}

function SignInView({ onStartTrial }: { onStartTrial: () => void }) {
  const t = site.useT();
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const discovery = useSsoDiscovery(email);
  const startSso = useStartSso();
  const linkSso = useLinkSso();
  const answer = useSsoCode();
  const ssoCode = answer?.kind === 'sso' ? answer.code : null;
  const linkCode = answer?.kind === 'sso-link' ? answer.code : null;
  const providerSessionOpen = useProviderSessionOpen();
  const [ssoError, setSsoError] = useState<string | null>(null);
  const exchanged = useRef<string | null>(null);

  // Back from the provider: the code becomes the usual sign-in, or the reason it was refused.
  useEffect(() => {
    if (!ssoCode || exchanged.current === ssoCode) return;
    exchanged.current = ssoCode;
    login.mutateAsync({ ssoCode }).then(
      ({ user }) => {
        signedIn(user);
        void navigate(paths.library, { replace: true });
      },
      (error: Error) => setSsoError(error.message),
    );
  }, [ssoCode, login, signedIn, navigate]);
  const finishing = Boolean(ssoCode) && !ssoError;
  const forgotPassword = (
    <Link
      to={paths.forgotPassword}
      className="justify-self-end text-sm font-medium text-primary hover:underline"
    >
      {t('site.forgotPassword')}
    </Link>
  );

  return (
    <div className="space-y-6">
      <AuthHeader title={t('site.signInPage.title')} body={t('site.signInPage.subtitle')} />
      {providerSessionOpen && (
        <p role="status" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {t('site.signInPage.providerSessionOpen', { provider: providerSessionOpen })}
        </p>
      )}
      {finishing ? (
        <p role="status" className="text-muted-foreground">
          {t('site.signInPage.finishing')}
        </p>
      ) : linkCode ? (
        <SsoLinkForm
          onSubmit={async ({ password }) => {
            const { user } = await linkSso.mutateAsync({ code: linkCode, password });
            signedIn(user);
            await navigate(paths.library, { replace: true });
          }}
          passwordHint={forgotPassword}
        />
      ) : (
        <SignInForm
          serverError={ssoError}
          onEmailChange={setEmail}
          sso={
            discovery.data?.sso
              ? {
                  passwordAllowed: discovery.data.passwordAllowed,
                  onContinue: async (address) => {
                    setSsoError(null);
                    const { url } = await startSso.mutateAsync(address);
                    window.location.assign(url);
                    // The browser is leaving for the provider: the button stays 'Redirecting...'.
                    await new Promise<never>(() => {});
                  },
                }
              : undefined
          }
          onSubmit={async (payload) => {
            setSsoError(null);
            const { user } = await login.mutateAsync(payload).catch((error: Error) => {
              // The client's error already carries the form's message ('Invalid email or password' on 401, else
              // the server's message or the generic one); a plain Error makes the form show it as is.
              throw new Error(error.message);
            });
            signedIn(user);
            navigate(paths.library, { replace: true });
          }}
          passwordHint={forgotPassword}
        />
      )}
      <div className="space-y-2 border-t border-border pt-6 text-center">
        <p className="text-sm text-muted-foreground">{t('site.signInPage.newHere')}</p>
        <Button type="button" variant="outline" className="w-full" onClick={onStartTrial}>
          {t('site.signInPage.startTrial')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Sign-up as the operator chose (SIGNUP_MODE, asked of the server): the documents' waitlist, or the self-serve free
 * trial. The waitlist, the default, shows until the server has answered (it is the prerendered page).
 */
function SignUpView() {
  const mode = useSignUpMode();
  return mode.data?.mode === 'trial' ? <TrialView /> : <WaitlistView />;
}

/** The way back home above an auth page's heading and its line; the sign-up pages' heading is larger. */
function AuthHeader({ title, body, large = false }: { title: string; body: string; large?: boolean }) {
  const t = site.useT();
  return (
    <>
      <Link to={paths.home} className="text-sm font-medium text-primary hover:underline">
        {t('site.backHome')}
      </Link>
      <div className={large ? 'space-y-2' : 'space-y-1'}>
        <h1 className={`${large ? 'text-3xl' : 'text-2xl'} font-bold tracking-tight`}>{title}</h1>
        <p className="text-muted-foreground">{body}</p>
      </div>
    </>
  );
}

function TrialView() {
  const t = site.useT();
  const startTrial = useStartTrial();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <div className="space-y-6">
      <AuthHeader large title={t('site.trial.title')} body={t('site.trial.body')} />
      {sentTo ? (
        <p role="status" className="flex gap-3 rounded-md border border-success/40 bg-success/10 p-4 text-sm">
          <MailCheck aria-hidden className="size-5 shrink-0 text-success" />
          {/* The same whether or not the address has an account, so nobody can probe for accounts. */}
          {t('site.trial.sent', { email: sentTo })}
        </p>
      ) : (
        <TrialSignUpForm
          onSubmit={async (payload) => {
            await startTrial.mutateAsync(payload);
            setSentTo(payload.email);
          }}
        />
      )}
      <p className="text-center text-sm text-muted-foreground">
        <Trans
          catalogue={site}
          id="site.waitlist.haveAccount"
          components={{ 0: <Link to={paths.auth} className="font-medium text-primary hover:underline" /> }}
        />
      </p>
    </div>
  );
}

function WaitlistView() {
  const t = site.useT();
  const joinWaitlist = useJoinWaitlist();
  return (
    <div className="space-y-6">
      <AuthHeader large title={t('site.waitlist.title')} body={t('site.waitlist.body')} />
      <WaitlistForm
        onSubmit={async (payload) => {
          try {
            await joinWaitlist.mutateAsync(payload);
          } catch {
            toast({ title: t('site.tryLater'), variant: 'destructive' });
            throw new Error(t('site.tryLater'));
          }
          toast({ title: t('site.waitlist.thanks'), variant: 'success' });
        }}
      />
      <p className="text-center text-sm text-muted-foreground">
        <Trans
          catalogue={site}
          id="site.waitlist.haveAccount"
          components={{ 0: <Link to={paths.auth} className="font-medium text-primary hover:underline" /> }}
        />
      </p>
    </div>
  );
}
