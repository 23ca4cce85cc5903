import {
  downloadSessionAnswers,
  flattenPages,
  useApiClient,
  useSessionReports,
} from '@readyteams/api-client';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@readyteams/ui';
import { paths } from '../../lib/paths';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export default function ReportsRoute() {
  const api = useApiClient();
  const reports = useSessionReports();
  const { items: sessions } = flattenPages(reports.data);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Reports</h1>
        <p className="text-muted-foreground">Your past sessions with their answers.</p>
      </div>
      {reports.isLoading ? (
        <p className="py-12 text-center text-muted-foreground">Loading...</p>
      ) : reports.isError ? (
        <p role="alert" className="py-12 text-center text-destructive">
          Failed to load reports
        </p>
      ) : sessions.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">
          No finished sessions yet. Reports appear here after a session ends.
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Scenario
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  PIN
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Ended
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Participants
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Answers
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">Export</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((session) => (
                <tr key={session.id} className="border-b border-border last:border-0">
                  <td className="px-4 py-3 font-medium">
                    <Link to={paths.report(session.id)} className="text-primary hover:underline">
                      {session.scenarioTitle}
                    </Link>
                  </td>
                  <td className="px-4 py-3 font-mono">{session.pin}</td>
                  <td className="px-4 py-3">
                    {session.completedAt ? dateTime.format(new Date(session.completedAt)) : ''}
                  </td>
                  <td className="px-4 py-3">{session.participantCount}</td>
                  <td className="px-4 py-3">{session.answerCount}</td>
                  <td className="px-4 py-3 text-right">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void downloadSessionAnswers(session, api)}
                    >
                      <Download aria-hidden />
                      CSV
                      <span className="sr-only">
                        {' '}
                        of {session.scenarioTitle} ({session.pin})
                      </span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reports.hasNextPage && (
        <Button
          variant="outline"
          onClick={() => void reports.fetchNextPage()}
          loading={reports.isFetchingNextPage}
        >
          Show more
        </Button>
      )}
    </div>
  );
}
