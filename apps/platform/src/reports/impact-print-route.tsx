import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError, useImpactReport } from '@readyteams/api-client';
import { ImpactReportView } from '@readyteams/ui/reports';
import { app } from '../i18n/app';
import { impactFiltersFrom } from './impact-filters';
import './impact-print.css';

/** What the server's PDF printer waits for on `<html>` (`data-report-ready`): the report drawn, or an error shown. */
type ReadyState = 'true' | 'error';

/**
 * `/impact/print?<filters>` — the impact report alone, every table open, for the server to print as the PDF
 * (GET /reports/impact.pdf opens it in Chromium with the caller's accessToken cookie). Outside the dashboard and
 * its guards: no menu, and a failure is written on the page rather than redirected.
 */
export default function ImpactPrintRoute() {
  const [search] = useSearchParams();
  const report = useImpactReport(impactFiltersFrom(search));
  const t = app.useT();
  const ready: ReadyState | null = report.data
    ? 'true'
    : report.isError || report.data === null
      ? 'error'
      : null;

  // After the render that drew the report (effects run once it is in the document) and its fonts have loaded, so
  // the PDF is never printed with a fallback font.
  useEffect(() => {
    if (!ready) return;
    let current = true;
    void document.fonts.ready.then(() => {
      if (current) document.documentElement.dataset.reportReady = ready;
    });
    return () => {
      current = false;
      delete document.documentElement.dataset.reportReady;
    };
  }, [ready]);

  return (
    <main className="mx-auto max-w-5xl p-6 print:max-w-none print:p-0">
      {report.data ? (
        <ImpactReportView report={report.data} print />
      ) : ready === 'error' ? (
        <p role="alert" className="text-destructive">
          {report.data === null
            ? t('app.impact.signInAgain')
            : isApiError(report.error) && report.error.serverMessage
              ? report.error.serverMessage
              : t('app.impact.failed')}
        </p>
      ) : (
        <p className="text-muted-foreground">{t('app.common.loading')}</p>
      )}
    </main>
  );
}
