import {
  useCreatePlaylist,
  useDeletePlaylist,
  usePatchPlaylist,
  usePlaylist,
  useScenarioTitles,
} from '@readyteams/api-client';
import { PlaylistForm, playlistToFormValues } from '@readyteams/forms/scenario';
import { Button, ConfirmDialog, toast } from '@readyteams/ui';
import { useNavigate, useParams } from 'react-router';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';

/** /dashboard/playlists/new and /:id/edit — the playlist builder over the library's scenarios. */
export default function PlaylistEditorRoute() {
  const params = useParams();
  const id = params.id ? Number(params.id) : undefined;
  const navigate = useNavigate();
  const playlist = usePlaylist(id);
  const scenarios = useScenarioTitles();
  const create = useCreatePlaylist();
  const patch = usePatchPlaylist();
  const remove = useDeletePlaylist();
  const t = app.useT();
  if (id !== undefined && !playlist.data)
    return playlist.isError ? (
      <p role="alert" className="py-12 text-center text-destructive">
        {t('app.playlists.failed')}
      </p>
    ) : (
      <p className="py-12 text-center text-muted-foreground">{t('app.common.loading')}</p>
    );
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">
          {t(id === undefined ? 'app.playlists.newTitle' : 'app.playlists.editTitle')}
        </h1>
        {id !== undefined && (
          <ConfirmDialog
            trigger={<Button variant="outline">{t('app.playlists.delete')}</Button>}
            title={t('app.playlists.delete')}
            description={t('app.playlists.deleteConfirm')}
            confirmLabel={t('app.playlists.delete')}
            destructive
            pending={remove.isPending}
            onConfirm={async () => {
              await remove.mutateAsync(id);
              toast({ title: t('app.playlists.deleted') });
              navigate(paths.playlists);
            }}
          />
        )}
      </div>
      <PlaylistForm
        defaultValues={playlist.data ? playlistToFormValues(playlist.data) : undefined}
        scenarios={scenarios.data ?? []}
        onCancel={() => navigate(id === undefined ? paths.playlists : paths.playlist(id))}
        onSubmit={async (body) => {
          const saved =
            id === undefined ? await create.mutateAsync(body) : await patch.mutateAsync({ id, body });
          toast({ title: t('app.playlists.saved') });
          navigate(paths.playlist(saved.id));
        }}
      />
    </div>
  );
}
