import { apiClient, dataOrThrow, type ApiClient } from './client';

/**
 * Saves a session's answers as `session-<pin>-answers.csv`. The file comes through the client like any
 * call: the bearer token goes with it, a 401 signs the user out and rejects, other failures reject with
 * ApiError.
 */
export async function downloadSessionAnswers(
  session: { id: string; pin: string },
  client: ApiClient = apiClient,
): Promise<void> {
  const csv = dataOrThrow(
    await client.GET('/sessions/{id}/answers.csv', {
      params: { path: { id: session.id } },
      parseAs: 'blob',
    }),
  );
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = `session-${session.pin}-answers.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
