// A playlist as the views show it (openapi.yaml Playlist): the ui package never imports the generated client types.

type PlaylistCadence = 'weekly' | 'fortnightly' | 'monthly';

type PlaylistStepStatus = 'not-run' | 'running' | 'run';

type PlaylistStep = {
  id: number;
  scenarioTitle: string;
  status: PlaylistStepStatus;
  /** The step's latest session (its report when run). */
  sessionId: string | null;
  /** When that session ended. */
  runAt: string | null;
  participantCount: number;
};

type PlaylistSummary = {
  id: number;
  title: string;
  teamName: string | null;
  cadence: PlaylistCadence | null;
  steps: PlaylistStep[];
  /** The suggested next step: the first not run yet. */
  nextStepId: number | null;
  /** With a cadence, when the next step is due. */
  nextDueAt: string | null;
};

export type { PlaylistCadence, PlaylistStep, PlaylistStepStatus, PlaylistSummary };
