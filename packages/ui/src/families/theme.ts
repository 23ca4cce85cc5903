export * from '../components/theme/theme-provider';
export type { Theme, ResolvedTheme } from '../lib/theme';
