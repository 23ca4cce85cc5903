import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  downloadSessionAnswers,
  useApiClient,
  useCancelSessionFollowUp,
  useScenarioDecisions,
  useSessionFollowUp,
  useSessionResults,
} from '@readyteams/api-client';
import { app } from '../i18n/app';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { toast } from '@readyteams/ui';
import { FollowUpNotice, ReportView } from '@readyteams/ui/live';

/**
 * /dashboard/reports/:id — one session's results with charts and the CSV export; a branching scenario's path, and
 * for a signed-in host the choices of the scenario's other sessions (teams) to compare with, and the follow-up
 * e-mails before they go out (how many addresses, when; Cancel follow-up).
 */
export default function ReportRoute() {
  const { id } = useParams();
  const api = useApiClient();
  const { isAuthenticated } = useAuth();
  const results = useSessionResults(id);
  const report = results.data;
  // Signed-in callers only (a host-key viewer cannot compare); until it loads, or if it fails, no comparison.
  const comparison = useScenarioDecisions(isAuthenticated ? report?.scenarioId : undefined);
  // The follow-up is the host's (or their company admin's): signed-in callers only.
  const followUp = useSessionFollowUp(isAuthenticated ? id : undefined);
  const cancelFollowUp = useCancelSessionFollowUp();
  const [downloading, setDownloading] = useState(false);
  const t = app.useT();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Link to={paths.reports} className="text-muted-foreground hover:underline">
          {t('app.report.back')}
        </Link>
        {/* The impact report needs a signed-in user (a host-key viewer has none). */}
        {isAuthenticated && id ? (
          <Link to={paths.sessionImpact(id)} className="font-medium text-primary hover:underline">
            {t('app.report.impact')}
          </Link>
        ) : null}
      </div>
      {results.isError ? (
        <p role="alert" className="py-12 text-center text-destructive">
          {t('app.report.failed')}
        </p>
      ) : report ? (
        <>
          {followUp.data ? (
            <FollowUpNotice
              followUp={followUp.data}
              cancelling={cancelFollowUp.isPending}
              onCancel={async () => {
                try {
                  await cancelFollowUp.mutateAsync(report.sessionId);
                } catch (error) {
                  // The server's message (e.g. already sent); the dialog stays open.
                  toast({ title: (error as Error).message, variant: 'destructive' });
                  throw error;
                }
              }}
            />
          ) : null}
          <ReportView
            results={report}
            comparison={comparison.data}
            downloading={downloading}
            onDownloadCsv={() => {
              setDownloading(true);
              void downloadSessionAnswers({ id: report.sessionId, pin: report.pin }, api).finally(() =>
                setDownloading(false),
              );
            }}
          />
        </>
      ) : (
        <p className="py-12 text-center text-muted-foreground">{t('app.common.loading')}</p>
      )}
    </div>
  );
}
