import { translations, type Translations } from '@readyteams/ui/i18n';

/** The participant page's catalogues: its first screens and the slide types' phone screens. */
export const joinCatalogues: Translations[] = [translations.participant, translations.screens];
