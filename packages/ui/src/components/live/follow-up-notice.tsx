// A finished session's follow-up e-mails as its host sees them before they go out (GET /sessions/{id}/follow-up): how
// many participants left an address and when the e-mails go out, with a Cancel follow-up that asks first; once sent,
// how many; once cancelled, that none goes out. Never the addresses themselves.
import { MailXIcon } from 'lucide-react';
import { useFormat } from '../../i18n/format';
import { kit } from '../../i18n/kit';
import { ConfirmDialog } from '../patterns/confirm-dialog';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';

/** The follow-up of a session (the contract's SessionFollowUp). */
export interface SessionFollowUpStatus {
  /** Addresses waiting for their e-mail, each counted once. */
  addresses: number;
  sent: number;
  /** When the e-mails go out; null while the session is open. */
  sendsAt: string | null;
  cancelledAt: string | null;
}

export interface FollowUpNoticeProps {
  followUp: SessionFollowUpStatus;
  /** Cancels the follow-up; the dialog stays open until it resolves, and open when it rejects. */
  onCancel: () => Promise<void> | void;
  /** The cancel is being sent. */
  cancelling?: boolean;
}

function FollowUpNotice({ followUp, onCancel, cancelling = false }: FollowUpNoticeProps) {
  const t = kit.useT();
  const format = useFormat();
  const pending = !followUp.cancelledAt && followUp.addresses > 0 && followUp.sendsAt !== null;
  const lines = [
    followUp.cancelledAt
      ? t('kit.followUp.cancelled')
      : pending
        ? t('kit.followUp.pending', {
            count: followUp.addresses,
            date: format.date(followUp.sendsAt!, { dateStyle: 'long' }),
          })
        : followUp.sent === 0 && followUp.addresses === 0
          ? t('kit.followUp.none')
          : null,
    followUp.sent > 0 ? t('kit.followUp.sent', { count: followUp.sent }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <Card data-slot="follow-up-notice">
      <CardHeader>
        <CardTitle>
          <h2 id="follow-up">{t('kit.followUp.title')}</h2>
        </CardTitle>
        <CardDescription>
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </CardDescription>
      </CardHeader>
      {pending ? (
        <CardContent>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm">
                <MailXIcon aria-hidden="true" />
                {t('kit.followUp.cancel')}
              </Button>
            }
            title={t('kit.followUp.confirmTitle')}
            description={t('kit.followUp.confirmDescription')}
            confirmLabel={t('kit.followUp.cancel')}
            cancelLabel={t('kit.followUp.keep')}
            pending={cancelling}
            onConfirm={onCancel}
          />
        </CardContent>
      ) : null}
    </Card>
  );
}

export { FollowUpNotice };
