// Contract types only (no React, no runtime code): for Node consumers such as the API server.
import type { operations } from './schema';

export type { components, operations, paths } from './schema';

/** What the impact report covers: the same filters for its JSON, CSV and PDF. */
export type ImpactReportFilters = NonNullable<operations['getImpactReport']['parameters']['query']>;
