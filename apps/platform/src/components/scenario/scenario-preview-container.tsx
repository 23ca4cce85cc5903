import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, useCreateSession, useOpenSessions, useScenario } from '@readyteams/api-client';
import { ScenarioPreviewDialog, StartSessionDialog, toast, type SessionStartOptions } from '@readyteams/ui';
import { isPlanExpired, useAuth } from '../../lib/auth';
import { paths, sessionHost } from '../../lib/paths';
import type { StartedSession } from '../../lib/types';
import { app } from '../../i18n/app';

/** Preview of one scenario plus the start flow (practice or live) and the dialog that follows it. */
export function ScenarioPreviewContainer({
  scenarioId,
  playlistStep,
  onClose,
}: {
  scenarioId: number | null;
  /** The playlist step the session runs (the playlist's page starts its steps here). */
  playlistStep?: { playlistId: number; playlistStepId: number };
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const scenario = useScenario(scenarioId ?? undefined);
  const openSessions = useOpenSessions();
  const startSession = useCreateSession();
  const [started, setStarted] = useState<StartedSession | null>(null);
  const [starting, setStarting] = useState<'practice' | 'live' | null>(null);
  const t = app.useT();

  const start = async (isPractice: boolean, { followUpDays, teams }: SessionStartOptions) => {
    if (scenarioId === null) return;
    setStarting(isPractice ? 'practice' : 'live');
    try {
      const session = await startSession.mutateAsync({
        scenarioId,
        isPractice,
        followUpDays,
        ...(teams ? { teams } : {}),
        ...playlistStep,
      });
      setStarted(session);
      onClose();
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      if (status === 409) toast({ title: t('app.preview.closeCurrent'), variant: 'destructive' });
      else if (status === 403) toast({ title: t('app.preview.planExpired'), variant: 'destructive' });
      else
        toast({
          title: t('app.common.error'),
          description: t('app.preview.startFailed'),
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
        error={scenario.isError ? t('app.preview.failed') : null}
        hasOpenSession={Boolean(openSessions.data?.data[0])}
        startBlockedReason={isPlanExpired(user) ? t('app.preview.planExpired') : null}
        starting={starting === 'live'}
        practicing={starting === 'practice'}
        onPracticeSession={(options) => void start(true, options)}
        onStartSession={(options) => void start(false, options)}
      />
      {started && (
        <StartSessionDialog
          open
          onOpenChange={(open) => !open && setStarted(null)}
          heading={t(started.isPractice ? 'app.preview.practiceStarted' : 'app.preview.started')}
          scenarioTitle={started.scenario.title}
          pin={started.pin}
          hostControlsUrl={sessionHost.hostControls(started.pin, started.hostKey)}
          onGoToSession={() => navigate(paths.session(started.pin))}
        />
      )}
    </>
  );
}
