import { usePlaylist } from '@readyteams/api-client';
import { PlaylistStatus, type PlaylistStep } from '@readyteams/ui/views';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ScenarioPreviewContainer } from '../../components/scenario/scenario-preview-container';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';

/** /dashboard/playlists/:id — each step's status; a step starts through the library's preview and start flow. */
export default function PlaylistRoute() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const playlist = usePlaylist(id);
  const [step, setStep] = useState<PlaylistStep | null>(null);
  const t = app.useT();
  if (!playlist.data)
    return playlist.isError ? (
      <p role="alert" className="py-12 text-center text-destructive">
        {t('app.playlists.failed')}
      </p>
    ) : (
      <p className="py-12 text-center text-muted-foreground">{t('app.common.loading')}</p>
    );
  const scenarioOf = (chosen: PlaylistStep) =>
    playlist.data!.steps.find((s) => s.id === chosen.id)?.scenarioId ?? null;
  return (
    <>
      <PlaylistStatus
        playlist={playlist.data}
        onStart={setStep}
        onOpenReport={(sessionId) => navigate(paths.report(sessionId))}
        onEdit={() => navigate(paths.editPlaylist(id))}
        onOpenImpact={() => navigate(paths.playlistImpact(id))}
      />
      <ScenarioPreviewContainer
        scenarioId={step ? scenarioOf(step) : null}
        playlistStep={step ? { playlistId: id, playlistStepId: step.id } : undefined}
        onClose={() => setStep(null)}
      />
    </>
  );
}
