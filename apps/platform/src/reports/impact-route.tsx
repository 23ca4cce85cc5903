import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import {
  downloadImpactReport,
  isApiError,
  useApiClient,
  useCompanyOptions,
  useImpactReport,
  useScenarioTitles,
  type ImpactReportFilters,
} from '@readyteams/api-client';
import { Button } from '@readyteams/ui/button';
import { toast } from '@readyteams/ui/feedback';
import {
  Field,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@readyteams/ui/form';
import { ImpactReportView } from '@readyteams/ui/reports';
import { isOperatorAdmin } from '../admin/navigation';
import { app } from '../i18n/app';
import { useAuth } from '../lib/auth';
import { paths } from '../lib/paths';
import { impactFiltersFrom, impactSearch } from './impact-filters';

/** The Select's value for "no filter" (a Radix select item cannot have an empty value). */
const ALL = 'all';

function ReportFilters({
  filters,
  onChange,
  operator,
}: {
  filters: ImpactReportFilters;
  onChange: (next: ImpactReportFilters) => void;
  operator: boolean;
}) {
  const scenarios = useScenarioTitles();
  const companies = useCompanyOptions(operator);
  const t = app.useT();
  // One session's or one playlist's report: its own scope, left for the report over every session.
  if (filters.sessionId || filters.playlistId)
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border bg-muted/50 px-4 py-3 text-sm">
        <span>{t(filters.sessionId ? 'app.impact.oneSession' : 'app.impact.onePlaylist')}</span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange({ ...filters, sessionId: undefined, playlistId: undefined })}
        >
          {t('app.impact.allSessions')}
        </Button>
      </div>
    );
  const chosen = (value: string) => (value === ALL ? undefined : Number(value));
  return (
    <div
      role="group"
      aria-label={t('app.impact.filters')}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[10rem_10rem_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <Field label={t('app.impact.from')}>
        <Input
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
        />
      </Field>
      <Field label={t('app.impact.to')}>
        <Input
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
        />
      </Field>
      <Field label={t('app.impact.scenario')}>
        <Select
          value={filters.scenarioId ? String(filters.scenarioId) : ALL}
          onValueChange={(value) => onChange({ ...filters, scenarioId: chosen(value) })}
        >
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('app.impact.allScenarios')}</SelectItem>
            {(scenarios.data ?? []).map((scenario) => (
              <SelectItem key={scenario.id} value={String(scenario.id)}>
                {scenario.title}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      {operator ? (
        <Field label={t('app.common.company')}>
          <Select
            value={filters.companyId ? String(filters.companyId) : ALL}
            onValueChange={(value) => onChange({ ...filters, companyId: chosen(value) })}
          >
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>{t('app.impact.allCompanies')}</SelectItem>
              {(companies.data?.data ?? []).map((company) => (
                <SelectItem key={company.id} value={String(company.id)}>
                  {company.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>
      ) : null}
    </div>
  );
}

/**
 * /dashboard/impact — the impact report over the sessions the user may see (hosts their own, company admins their
 * company's, operator admins every company's as aggregates), filtered by the address's query, with its CSV and PDF.
 */
export default function ImpactRoute() {
  const api = useApiClient();
  const { user } = useAuth();
  const operator = isOperatorAdmin(user);
  const [search, setSearch] = useSearchParams();
  const filters = impactFiltersFrom(search);
  const report = useImpactReport(filters);
  const [downloading, setDownloading] = useState<'csv' | 'pdf' | null>(null);
  const t = app.useT();

  const download = async (format: 'csv' | 'pdf') => {
    setDownloading(format);
    try {
      await downloadImpactReport(format, filters, api);
    } catch (error) {
      // A PDF the server cannot make now (503) says so in its own words; a 401 has already signed the user out.
      const failed = t('app.impact.downloadFailed');
      const description =
        isApiError(error) && error.status === 503 ? (error.serverMessage ?? failed) : failed;
      toast({ title: t('app.common.error'), description, variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  const filterControls = (
    <ReportFilters
      filters={filters}
      operator={operator}
      onChange={(next) => setSearch(impactSearch(next), { replace: true })}
    />
  );

  if (!report.data)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">{t('app.impact.title')}</h1>
        {filterControls}
        {report.isError ? (
          <p role="alert" className="py-12 text-center text-destructive">
            {isApiError(report.error) && report.error.status === 400 && report.error.serverMessage
              ? report.error.serverMessage
              : t('app.impact.failed')}
          </p>
        ) : (
          <p className="py-12 text-center text-muted-foreground">{t('app.common.loading')}</p>
        )}
      </div>
    );

  return (
    <ImpactReportView
      report={report.data}
      filters={filterControls}
      actions={
        <>
          <Button variant="outline" loading={downloading === 'csv'} onClick={() => void download('csv')}>
            <Download aria-hidden />
            {t('app.impact.downloadCsv')}
          </Button>
          <Button variant="outline" loading={downloading === 'pdf'} onClick={() => void download('pdf')}>
            <Download aria-hidden />
            {t('app.impact.downloadPdf')}
          </Button>
        </>
      }
      renderSessionLink={(sessionId, children) => (
        <Link to={paths.report(sessionId)} className="text-primary hover:underline">
          {children}
        </Link>
      )}
    />
  );
}
