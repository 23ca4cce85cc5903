/** What the live module counts for /metrics (the server's observability module implements it). */
export interface LiveMetrics {
  answerStored(): void;
  batch(kind: 'open-session' | 'participant-insert' | 'handshake' | 'answer', size: number): void;
}

export const noMetrics: LiveMetrics = { answerStored: () => {}, batch: () => {} };
