import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, useCreateSession, useOpenSessions, useScenario } from '@readyteams/api-client';
import { toast } from '@readyteams/ui';
import { isPlanExpired, useAuth } from '../../lib/auth';
import { paths, sessionHost } from '../../lib/paths';
import type { StartedSession } from '../../lib/types';
import { ScenarioPreview } from './scenario-preview';
import { StartSessionDialog } from './start-session-dialog';

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

  const start = async (isPractice: boolean) => {
    if (scenarioId === null) return;
    setStarting(isPractice ? 'practice' : 'live');
    try {
      const session = await startSession.mutateAsync({ scenarioId, isPractice });
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
      <ScenarioPreview
        open={scenarioId !== null}
        onOpenChange={(open) => !open && onClose()}
        scenario={scenario.data ?? null}
        loading={scenario.isLoading}
        error={scenario.isError ? 'Failed to load the scenario' : null}
        hasOpenSession={Boolean(openSessions.data?.data[0])}
        startBlockedReason={isPlanExpired(user) ? PLAN_EXPIRED : null}
        starting={starting}
        onPractice={() => void start(true)}
        onStart={() => void start(false)}
      />
      {started && (
        <StartSessionDialog
          open
          onOpenChange={(open) => !open && setStarted(null)}
          scenarioTitle={started.scenario.title}
          pin={started.pin}
          isPractice={started.isPractice}
          hostControlsUrl={sessionHost.hostControls(started.pin, started.hostKey)}
          onGoToSession={() => navigate(paths.session(started.pin))}
        />
      )}
    </>
  );
}
