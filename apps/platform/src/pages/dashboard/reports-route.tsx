import {
  downloadSessionAnswers,
  flattenPages,
  useApiClient,
  useSessionReports,
} from '@readyteams/api-client';
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@readyteams/ui';
import { useFormat } from '@readyteams/ui/i18n';
import { app } from '../../i18n/app';
import { paths } from '../../lib/paths';

export default function ReportsRoute() {
  const api = useApiClient();
  const reports = useSessionReports();
  const { items: sessions } = flattenPages(reports.data);
  const t = app.useT();
  const format = useFormat();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('app.reports.title')}</h1>
        <p className="text-muted-foreground">{t('app.reports.intro')}</p>
      </div>
      {reports.isLoading ? (
        <p className="py-12 text-center text-muted-foreground">{t('app.common.loading')}</p>
      ) : reports.isError ? (
        <p role="alert" className="py-12 text-center text-destructive">
          {t('app.reports.failed')}
        </p>
      ) : sessions.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">{t('app.reports.empty')}</p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border border-border bg-card">
          <table className="w-full text-start text-sm">
            <thead className="border-b border-border bg-muted/50 text-muted-foreground">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('app.reports.scenario')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('app.reports.pin')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('app.reports.ended')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('app.reports.participants')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('app.reports.answers')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  <span className="sr-only">{t('app.reports.export')}</span>
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
                    {session.completedAt
                      ? format.date(session.completedAt, { dateStyle: 'medium', timeStyle: 'short' })
                      : ''}
                  </td>
                  <td className="px-4 py-3">{format.number(session.participantCount)}</td>
                  <td className="px-4 py-3">{format.number(session.answerCount)}</td>
                  <td className="px-4 py-3 text-end">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => void downloadSessionAnswers(session, api)}
                    >
                      <Download aria-hidden />
                      CSV
                      <span className="sr-only">
                        {' '}
                        {t('app.reports.csvOf', { title: session.scenarioTitle, pin: session.pin })}
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
          {t('app.common.showMore')}
        </Button>
      )}
    </div>
  );
}
