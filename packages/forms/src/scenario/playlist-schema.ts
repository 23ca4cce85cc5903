import { z } from 'zod';
import { issue } from '../i18n/issues';

export const PLAYLIST_CADENCES = ['weekly', 'fortnightly', 'monthly'] as const;
export type PlaylistCadence = (typeof PLAYLIST_CADENCES)[number];

/** The playlist builder: a title, an optional team and cadence, and at least one scenario in order. */
export const playlistSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, issue('forms.error.playlistTitle'))
    .max(120, issue('forms.error.playlistTitleMax')),
  teamName: z.string().trim().max(120, issue('forms.error.playlistTeamNameMax')),
  cadence: z.enum(['', ...PLAYLIST_CADENCES]),
  steps: z
    .array(
      z.object({
        /** A stable key for the list (the step's id once saved). */
        key: z.string(),
        /** The saved step's id: a reorder keeps it (and the sessions linked to it). */
        id: z.number().optional(),
        scenarioId: z.number(),
        scenarioTitle: z.string(),
      }),
    )
    .min(1, issue('forms.error.playlistSteps')),
});

export type PlaylistValues = z.input<typeof playlistSchema>;
/** The body of POST /playlists and PATCH /playlists/{id}. */
export type PlaylistPayload = {
  title: string;
  teamName: string | null;
  cadence: PlaylistCadence | null;
  steps: { id?: number; scenarioId: number }[];
};
export type PlaylistRead = {
  title: string;
  teamName: string | null;
  cadence: PlaylistCadence | null;
  steps: { id: number; scenarioId: number; scenarioTitle: string }[];
};

export const emptyPlaylistValues: PlaylistValues = { title: '', teamName: '', cadence: '', steps: [] };

export function playlistToFormValues(playlist: PlaylistRead): PlaylistValues {
  return {
    title: playlist.title,
    teamName: playlist.teamName ?? '',
    cadence: playlist.cadence ?? '',
    steps: playlist.steps.map((step) => ({
      key: String(step.id),
      id: step.id,
      scenarioId: step.scenarioId,
      scenarioTitle: step.scenarioTitle,
    })),
  };
}

export function toPlaylistPayload(values: PlaylistValues): PlaylistPayload {
  const parsed = playlistSchema.parse(values);
  return {
    title: parsed.title,
    teamName: parsed.teamName || null,
    cadence: parsed.cadence || null,
    steps: parsed.steps.map(({ id, scenarioId }) => (id === undefined ? { scenarioId } : { id, scenarioId })),
  };
}
