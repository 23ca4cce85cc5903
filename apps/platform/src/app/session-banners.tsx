import { useEndSession, useOpenSessions } from '@readyteams/api-client';
import { useNavigate } from 'react-router';
import { AlertTriangle } from 'lucide-react';
import { ActiveSessionBanner } from '@readyteams/ui';
import { Trans } from '@readyteams/ui/i18n';
import { app } from '../i18n/app';
import { isPlanExpired, useAuth } from '../lib/auth';
import { supportEmail } from '../lib/config';
import { paths } from '../lib/paths';

/** Banners above every dashboard page: an expired plan, and the host's open session. */
export function SessionBanners() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const openSessions = useOpenSessions();
  // Only the first open session counts (spec §4).
  const openSession = openSessions.data?.data[0];
  const endSession = useEndSession();
  const t = app.useT();

  return (
    <>
      {isPlanExpired(user) && (
        <div
          role="alert"
          className="flex items-start gap-3 border-b border-destructive/30 bg-destructive/10 px-4 py-3 text-sm sm:px-6"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            <Trans
              catalogue={app}
              id="app.banner.planExpired"
              components={{ 0: <strong /> }}
              values={{
                email: (
                  <a className="underline" href={`mailto:${supportEmail}`}>
                    {supportEmail}
                  </a>
                ),
              }}
            />
          </p>
        </div>
      )}
      {/* Without the list no one can tell whether a session is open (spec §8: 'Failed to fetch session'). */}
      {openSessions.isError && (
        <p
          role="alert"
          className="m-4 mb-0 flex items-center gap-2 rounded-md border border-destructive/30 bg-destructive/10 px-4 py-3 text-sm sm:mx-6"
        >
          <AlertTriangle aria-hidden className="size-4 shrink-0 text-destructive" />
          {t('app.banner.sessionsFailed')}
        </p>
      )}
      {openSession && (
        <ActiveSessionBanner
          data-testid="active-session-banner"
          className="m-4 mb-0 sm:mx-6"
          closing={endSession.isPending}
          // Closing is silent on failure (spec §8): the banner simply stays.
          onCloseSession={() => void endSession.mutateAsync(openSession.id).catch(() => undefined)}
          onGoToSession={() => navigate(paths.session(openSession.pin))}
        />
      )}
    </>
  );
}
