export { cn } from '../lib/utils';
export { readableTextColor, parseHex, contrastRatio, relativeLuminance } from '../lib/color';
export { getInitials } from '../lib/initials';
export { buttonVariants } from '../components/ui/button-variants';
export { THEME_STORAGE_KEY, applyTheme, themeScript } from '../lib/theme';
export { LOCALE_STORAGE_KEY, applyLocale, localeScript, locales, type Locale } from '../i18n/locales';
export type { Theme, ResolvedTheme } from '../lib/theme';
