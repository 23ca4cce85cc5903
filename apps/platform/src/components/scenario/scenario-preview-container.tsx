import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, useCreateSession, useOpenSessions, useScenario } from '@readyteams/api-client';
import { ScenarioPreviewDialog, StartSessionDialog, toast, type SessionStartOptions } from '@readyteams/ui';
import { isPlanExpired, useAuth } from '../../lib/auth';
import { paths, sessionHost } from '../../lib/paths';
import type { StartedSession } from '../../lib/types';

export const PLAN_EXPIRED = 'Your subscription has expired';

/** Preview of one scenario plus the start flow (practice or live) and the dialog that follows it. */
export function ScenarioPreviewContainer({
  scenarioId,
  onClose,
}: {
  scenarioId: number | null;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const scenario = useScenario(scenarioId ?? undefined);
  const openSessions = useOpenSessions();
  const startSession = useCreateSession();
  const [started, setStarted] = useState<StartedSession | null>(null);
  const [starting, setStarting] = useState<'practice' | 'live' | null>(null);

  const start = async (isPractice: boolean, { followUpDays }: SessionStartOptions) => {
    if (scenarioId === null) return;
    setStarting(isPractice ? 'practice' : 'live');
    try {
      const session = await startSession.mutateAsync({ scenarioId, isPractice, followUpDays });
      setStarted(session);
      onClose();
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      if (status === 409)
        toast({ title: 'Close the current session to start a new one', variant: 'destructive' });
      else if (status === 403) toast({ title: PLAN_EXPIRED, variant: 'destructive' });
      else
        toast({
          title: 'Error',
          description: 'The session could not be started. Try again.',
          variant: 'destructive',
        });
      void openSessions.refetch();
    } finally {
      setStarting(null);
    }
  };

  return (
    <>
      <ScenarioPreviewDialog
        open={scenarioId !== null}
        onOpenChange={(open) => !open && onClose()}
        scenario={scenario.data ?? null}
        loading={scenario.isLoading}
        error={scenario.isError ? 'Failed to load the scenario' : null}
        hasOpenSession={Boolean(openSessions.data?.data[0])}
        startBlockedReason={isPlanExpired(user) ? PLAN_EXPIRED : null}
        starting={starting === 'live'}
        practicing={starting === 'practice'}
        onPracticeSession={(options) => void start(true, options)}
        onStartSession={(options) => void start(false, options)}
      />
      {started && (
        <StartSessionDialog
          open
          onOpenChange={(open) => !open && setStarted(null)}
          heading={started.isPractice ? 'Practice session started' : 'Session started'}
          scenarioTitle={started.scenario.title}
          pin={started.pin}
          hostControlsUrl={sessionHost.hostControls(started.pin, started.hostKey)}
          onGoToSession={() => navigate(paths.session(started.pin))}
        />
      )}
    </>
  );
}
