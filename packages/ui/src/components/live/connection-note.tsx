import { participant } from '../../i18n/participant';
import type { LiveConnection } from './types';

/** What every live screen says while its connection is lost (socket.io reconnects on its own); nothing otherwise. */
export function ReconnectingNote({
  connection,
  className = 'text-sm',
}: {
  connection?: LiveConnection;
  className?: string;
}) {
  const t = participant.useT();
  return connection === 'reconnecting' ? (
    <p role="status" className={`bg-warning/15 px-4 py-2 text-center font-medium ${className}`}>
      {t('participant.reconnecting')}
    </p>
  ) : null;
}
