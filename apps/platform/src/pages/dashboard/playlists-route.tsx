import { flattenPages, useCompany, usePlaylists } from '@readyteams/api-client';
import { PlaylistList } from '@readyteams/ui/views';
import { useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';

/** /dashboard/playlists — the host's playlists (a company admin's: the company's). */
export default function PlaylistsRoute() {
  const navigate = useNavigate();
  const playlists = usePlaylists();
  const { items } = flattenPages(playlists.data);
  // The company's plan, read before the action: its refusal (the server's words) turns the create button off. The
  // operator's admins have every feature.
  const { user } = useAuth();
  const refusal = useCompany(user && !user.isOperator ? user.companyId : undefined).data?.entitlements
    ?.refusals.playlists;
  return (
    <PlaylistList
      playlists={playlists.isLoading ? undefined : items}
      error={playlists.isError}
      refusal={refusal}
      onNew={() => navigate(paths.newPlaylist)}
      onOpen={(id) => navigate(paths.playlist(id))}
    />
  );
}
