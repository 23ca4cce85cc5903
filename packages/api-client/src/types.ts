// Contract types only (no React, no runtime code): for Node consumers such as the API server.
export type { components, operations, paths } from './schema';
