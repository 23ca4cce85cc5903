import { flattenPages, usePlaylists } from '@readyteams/api-client';
import { PlaylistList } from '@readyteams/ui/views';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';

/** /dashboard/playlists — the host's playlists (a company admin's: the company's). */
export default function PlaylistsRoute() {
  const navigate = useNavigate();
  const playlists = usePlaylists();
  const { items } = flattenPages(playlists.data);
  return (
    <PlaylistList
      playlists={playlists.isLoading ? undefined : items}
      error={playlists.isError}
      onNew={() => navigate(paths.newPlaylist)}
      onOpen={(id) => navigate(paths.playlist(id))}
    />
  );
}
