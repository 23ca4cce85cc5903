import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { getAccessToken, type SessionResults } from '@readyteams/api-client';
import { apiUrl } from '../lib/config';
import { paths } from '../lib/paths';
import { ReportView } from './report-view';

const authHeaders = (): Record<string, string> => {
  const token = getAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** Downloads the CSV with the bearer token (a plain link could not send it). */
async function downloadCsv(results: SessionResults) {
  const response = await fetch(`${apiUrl}/sessions/${results.sessionId}/answers.csv`, {
    headers: authHeaders(),
  });
  if (!response.ok) throw new Error('Download failed');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `session-${results.pin}-answers.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** /dashboard/reports/:id — one session's results with charts and the CSV export. */
export default function ReportRoute() {
  const { id = '' } = useParams();
  const [results, setResults] = useState<SessionResults | null>(null);
  const [failed, setFailed] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    fetch(`${apiUrl}/sessions/${encodeURIComponent(id)}/results`, { headers: authHeaders() })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<SessionResults>)
          : Promise.reject(new Error(String(response.status))),
      )
      .then((body) => !cancelled && setResults(body))
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [id]);

  return (
    <div className="space-y-4">
      <Link to={paths.reports} className="text-sm text-muted-foreground hover:underline">
        ← All reports
      </Link>
      {failed ? (
        <p role="alert" className="py-12 text-center text-destructive">
          Failed to fetch session
        </p>
      ) : results ? (
        <ReportView
          results={results}
          downloading={downloading}
          onDownloadCsv={() => {
            setDownloading(true);
            void downloadCsv(results).finally(() => setDownloading(false));
          }}
        />
      ) : (
        <p className="py-12 text-center text-muted-foreground">Loading...</p>
      )}
    </div>
  );
}
