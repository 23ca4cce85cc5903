import { QRCodeSVG } from 'qrcode.react';
import { ExternalLinkIcon, Volume2Icon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { Button, buttonVariants } from '../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog';

type StartSessionDialogProps = {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The title of the scenario the session runs. */
  scenarioTitle: string;
  /** Titles the dialog ('Session started'), the scenario's title under it; without one the scenario's title. */
  heading?: string;
  /** The session's 4-character PIN participants join with. */
  pin: string;
  /** The host-controls page for this session (carries the host key); encoded in the QR code. */
  hostControlsUrl: string;
  /** Called by Go to Session (the app opens the session's presenter screen). */
  onGoToSession: () => void;
  /** Called when the host-controls link is used (it also opens in a new tab). */
  onOpenHostControls?: () => void;
};

/** Shown once a session has started: PIN, QR code for the host's phone, audio reminder, Go to Session. */
function StartSessionDialog({
  open,
  onOpenChange,
  scenarioTitle,
  heading,
  pin,
  hostControlsUrl,
  onGoToSession,
  onOpenHostControls,
}: StartSessionDialogProps) {
  const t = kit.useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{heading ?? scenarioTitle}</DialogTitle>
          <DialogDescription>{heading ? scenarioTitle : t('kit.startSession.ready')}</DialogDescription>
        </DialogHeader>

        <div className="grid justify-items-center gap-4 text-center">
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('kit.startSession.pin')}
            </p>
            <p data-testid="session-pin" className="font-mono text-4xl font-bold tracking-[0.3em]">
              {pin}
            </p>
          </div>

          {/* Black on white with the highest error correction so phones read it off a shared screen. */}
          <div className="rounded-md bg-white p-3">
            <QRCodeSVG
              value={hostControlsUrl}
              size={200}
              level="H"
              fgColor="#000000"
              bgColor="#ffffff"
              role="img"
              aria-label={t('kit.startSession.qr')}
            />
          </div>
          <p className="text-sm text-muted-foreground">{t('kit.startSession.scan')}</p>

          <p className="flex items-start gap-2 rounded-md bg-accent p-3 text-start text-sm text-accent-foreground">
            <Volume2Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('kit.startSession.audio')}
          </p>
        </div>

        <DialogFooter>
          <a
            href={hostControlsUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onOpenHostControls}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('kit.startSession.hostControls')}
            <ExternalLinkIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </a>
          <Button onClick={onGoToSession}>{t('kit.startSession.go')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export { StartSessionDialog, type StartSessionDialogProps };
