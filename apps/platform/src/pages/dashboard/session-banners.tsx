import { useEndSession, useOpenSessions } from '@readyteams/api-client';
import { useNavigate } from 'react-router';
import { AlertTriangle, Radio } from 'lucide-react';
import { Button } from '@readyteams/ui';
import { isPlanExpired, useAuth } from '../../lib/auth';
import { supportEmail } from '../../lib/config';
import { paths } from '../../lib/paths';

/** Banners above every dashboard page: an expired plan, and the host's open session. */
export function SessionBanners() {
  const { user } = useAuth();
  const navigate = useNavigate();
  // Only the first open session counts (spec §4).
  const openSession = useOpenSessions().data?.data[0];
  const endSession = useEndSession();

  return (
    <>
      {isPlanExpired(user) && (
        <div
          role="alert"
          className="flex items-start gap-3 border-b border-destructive/30 bg-destructive/10 px-4 py-3 text-sm sm:px-6"
        >
          <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p>
            <strong>Your subscription has expired.</strong> You can still browse the library, but starting
            sessions is paused until your plan is renewed. Contact{' '}
            <a className="underline" href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
            .
          </p>
        </div>
      )}
      {openSession && (
        <div
          role="status"
          data-testid="active-session-banner"
          className="flex flex-col gap-3 border-b border-warning/40 bg-warning/10 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6"
        >
          <p className="flex items-center gap-2">
            <Radio aria-hidden className="size-4 shrink-0 text-warning" />
            You have an active session, close it to start a new one.
          </p>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              loading={endSession.isPending}
              // Closing is silent on failure (spec §8): the banner simply stays.
              onClick={() => endSession.mutateAsync(openSession.id).catch(() => undefined)}
            >
              Close
            </Button>
            <Button size="sm" onClick={() => navigate(paths.session(openSession.pin))}>
              Go to session
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
