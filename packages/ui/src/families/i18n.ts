// Languages: the kit's catalogues (English bundled with the components, the others loaded on demand), the provider
// that switches them and keeps the choice, the language switch, and Intl formatting in the active language.
export {
  locales,
  localeNames,
  isLocale,
  isRightToLeft,
  pickLocale,
  readLocale,
  storeLocale,
  applyLocale,
  localeScript,
  LOCALE_STORAGE_KEY,
  type Locale,
} from '../i18n/locales';
export {
  defineCatalogue,
  defineBundledCatalogue,
  activateLocale,
  loadMessages,
  useI18n,
  useLocale,
  Trans,
  type Bundle,
  type Catalogue,
  type MessageIdOf,
  type MessageValues,
  type Translate,
  type TranslateOf,
  type Translated,
  type Translation,
  type Translations,
  type TransProps,
} from '../i18n/catalogue';
export {
  LocaleProvider,
  LanguageSelect,
  useLocaleSwitch,
  type LocaleProviderProps,
} from '../i18n/locale-provider';
export { formatNumber, formatPercent, formatDate, useFormat } from '../i18n/format';
export { participant } from '../i18n/participant';
export { screens } from '../i18n/screens';
export { live } from '../i18n/live';
export { kit } from '../i18n/kit';
export { translations } from '../i18n/translations';
