import type { CatalogueName } from '@readyteams/ui/i18n';

/** The participant page's catalogues: its first screens and the slide types' phone screens. */
export const joinCatalogues: CatalogueName[] = ['participant', 'screens'];
