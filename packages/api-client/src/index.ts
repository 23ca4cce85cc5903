// The React entry: everything of './fetch' plus the TanStack Query options, the hooks and the live-session events.
export * from './fetch';
export { queryKeys, reorderKeys } from './query-keys';
export * from './queries';
export * from './hooks';
export * from './live-events';
