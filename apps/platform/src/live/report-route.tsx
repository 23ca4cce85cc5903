import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { downloadSessionAnswers, useApiClient, useSessionResults } from '@readyteams/api-client';
import { paths } from '../lib/paths';
import { ReportView } from '@readyteams/ui/live';

/** /dashboard/reports/:id — one session's results with charts and the CSV export. */
export default function ReportRoute() {
  const { id } = useParams();
  const api = useApiClient();
  const results = useSessionResults(id);
  const report = results.data;
  const [downloading, setDownloading] = useState(false);

  return (
    <div className="space-y-4">
      <Link to={paths.reports} className="text-sm text-muted-foreground hover:underline">
        ← All reports
      </Link>
      {results.isError ? (
        <p role="alert" className="py-12 text-center text-destructive">
          Failed to fetch session
        </p>
      ) : report ? (
        <ReportView
          results={report}
          downloading={downloading}
          onDownloadCsv={() => {
            setDownloading(true);
            void downloadSessionAnswers({ id: report.sessionId, pin: report.pin }, api).finally(() =>
              setDownloading(false),
            );
          }}
        />
      ) : (
        <p className="py-12 text-center text-muted-foreground">Loading...</p>
      )}
    </div>
  );
}
