/**
 * Sessions ended through the REST API (PATCH /sessions/{id} from the dashboard, DELETE): the sessions service says so
 * here, and the live module, which listens, tells every screen of the session at once. Sessions ended elsewhere
 * (another process, practice expiry) are caught by the live module's sweep. A deleted session is also announced as
 * removed, so its queued follow-up is cancelled.
 */
export interface SessionEvents {
  /** Called by the sessions service after a session was ended or removed. */
  ended(sessionId: string): Promise<void>;
  onEnded(listener: (sessionId: string) => Promise<void>): void;
  /** Called by the sessions service after a session was deleted (after `ended`). */
  removed(sessionId: string): Promise<void>;
  onRemoved(listener: (sessionId: string) => Promise<void>): void;
}

export function createSessionEvents(log: (error: unknown) => void): SessionEvents {
  const ended = new Set<(sessionId: string) => Promise<void>>();
  const removed = new Set<(sessionId: string) => Promise<void>>();
  // A listener's failure never fails the request that ended the session: the sweeps catch up, and a follow-up job
  // left behind by a deleted session finds nothing to send.
  const announce = async (listeners: typeof ended, sessionId: string) => {
    await Promise.all([...listeners].map((listener) => listener(sessionId).catch(log)));
  };
  return {
    ended: (sessionId) => announce(ended, sessionId),
    onEnded: (listener) => void ended.add(listener),
    removed: (sessionId) => announce(removed, sessionId),
    onRemoved: (listener) => void removed.add(listener),
  };
}
