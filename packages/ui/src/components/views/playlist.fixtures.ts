import type { PlaylistSummary } from './playlist-types';

/** A weekly playlist of three steps: the first run, the second suggested (stories and screens). */
export const playlistFixture: PlaylistSummary = {
  id: 1,
  title: 'New managers, first quarter',
  teamName: 'Support team',
  cadence: 'weekly',
  steps: [
    {
      id: 11,
      scenarioTitle: 'Handling a difficult conversation',
      status: 'run',
      sessionId: '2f1c7a8e-5d1b-4c3e-9a7f-0b6d2e4c8a10',
      runAt: '2026-03-02T10:00:00.000Z',
      participantCount: 8,
    },
    {
      id: 12,
      scenarioTitle: 'Feedback that lands',
      status: 'not-run',
      sessionId: null,
      runAt: null,
      participantCount: 0,
    },
    {
      id: 13,
      scenarioTitle: 'Running a retrospective',
      status: 'not-run',
      sessionId: null,
      runAt: null,
      participantCount: 0,
    },
  ],
  nextStepId: 12,
  nextDueAt: '2026-03-09T10:00:00.000Z',
};
