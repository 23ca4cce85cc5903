import { participant } from '../../i18n/participant';

/** Where a screen's connection to the live channel is (refused: the server said why, a LiveRefusal). */
export type LiveConnection = 'connecting' | 'connected' | 'reconnecting' | 'refused';

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
