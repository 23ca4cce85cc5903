import { apiClient, dataOrThrow, type ApiClient } from './client';
import type { ImpactReportFilters } from './types';

/** Hands a file to the browser's downloads. */
function save(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

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
  save(csv, `session-${session.pin}-answers.csv`);
}

/**
 * Saves the impact report for these filters as `impact-report.csv` or `impact-report.pdf`, through the client like
 * any call (a PDF the server cannot make now rejects with ApiError status 503 and the server's message).
 */
export async function downloadImpactReport(
  format: 'csv' | 'pdf',
  filters: ImpactReportFilters,
  client: ApiClient = apiClient,
): Promise<void> {
  const init = { params: { query: filters }, parseAs: 'blob' } as const;
  const file = dataOrThrow(
    format === 'csv'
      ? await client.GET('/reports/impact.csv', init)
      : await client.GET('/reports/impact.pdf', init),
  );
  save(file, `impact-report.${format}`);
}
