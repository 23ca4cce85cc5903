import { describe, expect, it } from 'vitest';
import { impactFiltersFrom, impactSearch } from './impact-filters';

describe('impact report filters in the address', () => {
  it('reads every filter and writes them back in a fixed order', () => {
    const filters = impactFiltersFrom(
      new URLSearchParams('to=2026-03-31&companyId=3&from=2026-01-01&scenarioId=12&sessionId=5b0c7a1e'),
    );
    expect(filters).toEqual({
      sessionId: '5b0c7a1e',
      scenarioId: 12,
      companyId: 3,
      from: '2026-01-01',
      to: '2026-03-31',
    });
    expect(impactSearch(filters).toString()).toBe(
      'sessionId=5b0c7a1e&scenarioId=12&companyId=3&from=2026-01-01&to=2026-03-31',
    );
  });

  it('leaves out what cannot be a filter, so the report covers more instead of failing', () => {
    const filters = impactFiltersFrom(
      new URLSearchParams('scenarioId=0&companyId=abc&from=31/01/2026&to=&sessionId=%20&other=1'),
    );
    expect(filters).toEqual({});
    expect(impactSearch(filters).toString()).toBe('');
    expect(impactFiltersFrom(new URLSearchParams('scenarioId=-4')).scenarioId).toBeUndefined();
    expect(impactFiltersFrom(new URLSearchParams('scenarioId=1.5')).scenarioId).toBeUndefined();
  });
});
