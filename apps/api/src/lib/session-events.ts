/**
 * Sessions ended through the REST API (PATCH /sessions/{id} from the dashboard, DELETE): the sessions service says so
 * here, and the live module, which listens, tells every screen of the session at once. Sessions ended elsewhere
 * (another process, practice expiry) are caught by the live module's sweep.
 */
export interface SessionEvents {
  /** Called by the sessions service after a session was ended or removed. */
  ended(sessionId: string): Promise<void>;
  onEnded(listener: (sessionId: string) => Promise<void>): void;
}

export function createSessionEvents(log: (error: unknown) => void): SessionEvents {
  const listeners = new Set<(sessionId: string) => Promise<void>>();
  return {
    async ended(sessionId) {
      // A listener's failure never fails the request that ended the session: the sweep catches up.
      await Promise.all([...listeners].map((listener) => listener(sessionId).catch(log)));
    },
    onEnded: (listener) => void listeners.add(listener),
  };
}
