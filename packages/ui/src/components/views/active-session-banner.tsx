import * as React from 'react';
import { RadioIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';

type ActiveSessionBannerProps = React.ComponentPropsWithoutRef<'div'> & {
  /** Ends the open session. */
  onCloseSession: () => void;
  /** Called by Go to session (the app opens the session). */
  onGoToSession: () => void;
  /** The session is being ended: the Close button spins. */
  closing?: boolean;
};

const ActiveSessionBanner = React.forwardRef<HTMLDivElement, ActiveSessionBannerProps>(
  function ActiveSessionBanner({ onCloseSession, onGoToSession, closing = false, className, ...props }, ref) {
    const t = kit.useT();
    return (
      <div
        ref={ref}
        data-slot="active-session-banner"
        role="status"
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm',
          className,
        )}
        {...props}
      >
        <RadioIcon className="size-4 shrink-0 text-warning" aria-hidden="true" />
        <p className="flex-1 font-medium">{t('kit.activeSession.message')}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" loading={closing} onClick={onCloseSession}>
            {t('kit.activeSession.close')}
          </Button>
          <Button size="sm" onClick={onGoToSession}>
            {t('kit.activeSession.go')}
          </Button>
        </div>
      </div>
    );
  },
);

export { ActiveSessionBanner, type ActiveSessionBannerProps };
