import { QRCodeSVG } from 'qrcode.react';
import { ExternalLink, Volume2 } from 'lucide-react';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@readyteams/ui';

type StartSessionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scenarioTitle: string;
  pin: string;
  isPractice: boolean;
  /** Absolute URL of the host controls with the host key (what the QR code carries). */
  hostControlsUrl: string;
  onGoToSession: () => void;
};

/** Shown once a session has started: PIN, QR code for the host's phone, audio reminder, next steps. */
export function StartSessionDialog({
  open,
  onOpenChange,
  scenarioTitle,
  pin,
  isPractice,
  hostControlsUrl,
  onGoToSession,
}: StartSessionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{isPractice ? 'Practice session started' : 'Session started'}</DialogTitle>
          <DialogDescription>{scenarioTitle}</DialogDescription>
        </DialogHeader>
        <div className="space-y-5 text-center">
          <div>
            <p className="text-sm text-muted-foreground">Session PIN</p>
            <p className="font-mono text-5xl font-extrabold tracking-[0.3em]" data-testid="session-pin">
              {pin}
            </p>
          </div>
          <div className="space-y-2">
            <div className="mx-auto w-fit rounded-md bg-white p-2">
              <QRCodeSVG
                value={hostControlsUrl}
                size={200}
                fgColor="#000000"
                bgColor="#ffffff"
                level="H"
                role="img"
                aria-label="QR code to open the host controls on your phone"
                data-testid="host-controls-qr"
              />
            </div>
            <p className="text-sm text-muted-foreground">
              Scan with your phone to open the facilitator guide and screen controls.
            </p>
          </div>
          <p className="flex items-start gap-2 rounded-md bg-accent p-3 text-left text-sm text-accent-foreground">
            <Volume2 aria-hidden className="mt-0.5 size-4 shrink-0" />
            Presenting over a web conference? Remember to share your computer audio so everyone hears the
            videos.
          </p>
        </div>
        <DialogFooter>
          <Button variant="outline" asChild>
            <a href={hostControlsUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden />
              Open Host Controls
            </a>
          </Button>
          <Button onClick={onGoToSession}>Go to Session</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
