import type { ImpactReportFilters } from '@readyteams/api-client';

// The impact report's filters live in the address (?sessionId=&scenarioId=&playlistId=&companyId=&from=&to=), so a link, the
// dashboard page and the printed page (the PDF) all show the same report.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE_INTEGER = /^[1-9]\d{0,9}$/;

/** The filters an address holds; values that cannot be right are left out (the report then covers more). */
export function impactFiltersFrom(search: URLSearchParams): ImpactReportFilters {
  const text = (name: string) => search.get(name)?.trim() || undefined;
  const id = (name: string) => {
    const value = text(name);
    return value && POSITIVE_INTEGER.test(value) ? Number(value) : undefined;
  };
  const date = (name: string) => {
    const value = text(name);
    return value && ISO_DATE.test(value) ? value : undefined;
  };
  return {
    sessionId: text('sessionId'),
    scenarioId: id('scenarioId'),
    playlistId: id('playlistId'),
    companyId: id('companyId'),
    from: date('from'),
    to: date('to'),
  };
}

/** The address's query for these filters, in a fixed order (the same filters give the same link). */
export function impactSearch(filters: ImpactReportFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ['sessionId', 'scenarioId', 'playlistId', 'companyId', 'from', 'to'] as const) {
    const value = filters[name];
    if (value !== undefined) search.set(name, String(value));
  }
  return search;
}
