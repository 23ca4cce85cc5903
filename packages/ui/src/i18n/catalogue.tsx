// The kit's message catalogues on the Lingui runtime: explicit message ids, English as the source. A catalogue is one
// part of the kit (the participant page's first screens, the phones' slide screens, the host's screens): its English
// messages load with the components that use them, every other language is a chunk loaded on demand
// (translations.ts). Each message is an ICU MessageFormat string; builds compile the catalogues
// (scripts/lingui-catalogues.ts), development and tests compile them as they run (Lingui's runtime compiler, in every
// build but production).
//
// Without an I18nProvider the kit speaks English; under one (LocaleProvider, or the app's own Lingui I18nProvider
// with the kit's catalogues loaded, see activateLocale) it speaks the active language, falling back to English for
// a message a catalogue lacks.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext, Trans as LinguiTrans, type I18nContext } from '@lingui/react';
import { useContext, useMemo, type ElementType, type ReactElement, type ReactNode } from 'react';
import { isRightToLeft, type Locale } from './locales';

/** The languages besides English, each loaded on demand. */
export type Translated = Exclude<Locale, 'en'>;

/**
 * What a language file of a catalogue holds: every message of the English one, no other (`satisfies
 * Translation<typeof en>` makes a missing or an unknown message a compile error).
 */
export type Translation<English> = Record<keyof English, string>;

/**
 * Where a catalogue's other languages load from, each a chunk of its own (English is carried by the components that
 * say it): `{ es: () => import('./messages/x/es'), ... } satisfies Translations<typeof en>` makes a language left out,
 * or a message missing from one, a compile error. The kit's: translations.ts; a package or an app keeps its own.
 */
export type Translations<English = Record<string, string>> = {
  [L in Translated]: () => Promise<{ default: Translation<English> }>;
};

/** Values of a message's placeholders: text and numbers; React nodes too in Trans. */
export type MessageValues = Record<string, string | number>;

/** Translates a message id of one catalogue. */
export type Translate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** The message ids of a catalogue: `MessageIdOf<typeof live>`. */
export type MessageIdOf<C> = C extends Catalogue<infer Id> ? Id : never;

/** The `t` of a catalogue, for a helper that words something: `(t: TranslateOf<typeof live>) => ...`. */
export type TranslateOf<C> = C extends Catalogue<infer Id> ? Translate<Id> : never;

export interface TransProps<Id extends string> {
  /** The catalogue the message is in. */
  catalogue: Catalogue<Id>;
  id: Id;
  /** Placeholders: text, numbers or React nodes (a styled code, a link). */
  values?: Record<string, ReactNode>;
  /** Elements for the message's numbered tags: `<0>text</0>` takes `components={{ 0: <strong /> }}`. */
  components?: Record<string, ReactElement | ElementType>;
}

export interface Catalogue<Id extends string> {
  /** The English messages, by id (the source the others translate). */
  english: Record<Id, string>;
  /** `t(id, values)` in the active language (a hook: re-renders when the language changes). */
  useT(): Translate<Id>;
  /** `t` on a Lingui instance, outside React (a test, a server). */
  translator(i18n: I18n): Translate<Id>;
  /**
   * The message of `id` the catalogue carries for `locale`: English, unless it carries its languages (a bundled
   * catalogue's); an app's loaded translation of the id comes first.
   */
  source(locale: string, id: Id): string;
}

let english: I18nContext | undefined;
/** The kit's own Lingui instance for pages with no I18nProvider: English, and nothing to load. */
const englishContext = (): I18nContext => {
  if (!english) {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    english = { i18n, _: i18n._.bind(i18n) };
  }
  return english;
};

/** The Lingui context the kit's components render with: the app's, else English. */
const useLinguiContext = () => useContext(LinguiContext) ?? englishContext();

/** The active Lingui instance (the app's, else the kit's English one). */
export const useI18n = (): I18n => useLinguiContext().i18n;

/** The language the kit's components speak now (Lingui's active locale: the kit's locales, or another an app set). */
export const useLocale = (): string => useI18n().locale;

/** A catalogue from its English messages (its other languages: translations.ts). */
export function defineCatalogue<Id extends string>(
  english: Record<Id, string>,
  source: (locale: string, id: Id) => string = (_locale, id) => english[id],
): Catalogue<Id> {
  const translate =
    (i18n: I18n): Translate<Id> =>
    (id, values) =>
      i18n._(id, isolated(i18n, values), { message: source(i18n.locale, id) });
  return {
    english,
    source,
    translator: translate,
    useT() {
      const context = useLinguiContext();
      // The context is a new object whenever the language changes.
      return useMemo(() => translate(context.i18n), [context]);
    },
  };
}

/** Every language of a bundled catalogue: English, and each other language's every message. */
export type Bundle<Id extends string> = { en: Record<Id, string> } & {
  [L in Translated]: Translation<Record<Id, string>>;
};

/**
 * A small catalogue that carries all its languages (a slide kind's, in the kind's folder: nothing else has to load
 * or list it): it speaks the active language with no loading, at the cost of its few messages in every language.
 * `translations` serves the catalogue checks.
 */
export function defineBundledCatalogue<Id extends string>(
  bundle: Bundle<Id>,
): Catalogue<Id> & { translations: Translations<Record<Id, string>> } {
  const { en, ...others } = bundle;
  const catalogue = defineCatalogue<Id>(
    en,
    (locale, id) => (others as Partial<Record<string, Record<Id, string>>>)[locale]?.[id] ?? en[id],
  );
  const translations = Object.fromEntries(
    Object.entries(others).map(([locale, messages]) => [locale, async () => ({ default: messages })]),
  ) as Translations<Record<Id, string>>;
  return { ...catalogue, translations };
}

/**
 * The values put into a message, each text isolated (U+2068 ... U+2069) in a right-to-left language: a scenario's
 * title in English stays one piece ("النتائج: What would you do?"), its own direction not reordering the sentence.
 */
function isolated<V>(i18n: I18n, values: Record<string, V> | undefined) {
  if (!values || !isRightToLeft(i18n.locale)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? `\u2068${value}\u2069` : value,
    ]),
  );
}

/**
 * A message with React nodes in it: placeholders (`values={{ pin: <code>{pin}</code> }}`) or numbered tags
 * (`<0>(optional)</0>` with `components={{ 0: <span /> }}`). Lingui's Trans, English without an I18nProvider.
 */
export function Trans<Id extends string>({ catalogue, id, values, components }: TransProps<Id>) {
  const context = useContext(LinguiContext);
  const message = (
    <LinguiTrans
      id={id}
      message={catalogue.source((context ?? englishContext()).i18n.locale, id)}
      values={isolated((context ?? englishContext()).i18n, values)}
      components={components}
    />
  );
  return context ? (
    message
  ) : (
    <LinguiContext.Provider value={englishContext()}>{message}</LinguiContext.Provider>
  );
}

/** The compiled messages of a catalogue in a language (none for English: the components carry it). */
export const loadMessages = async (translations: Translations, locale: Locale): Promise<Messages> =>
  locale === 'en' ? {} : (await translations[locale]()).default;

/**
 * Loads the `catalogues` a page shows (their Translations: the kit's `translations.live`, a package's or the app's
 * own) in `locale` into an app's Lingui instance and activates it there (English needs no loading), unless
 * `stillWanted` says another language was asked for meanwhile. Under that instance's I18nProvider the components
 * then speak `locale`.
 */
export async function activateLocale(
  i18n: I18n,
  locale: Locale,
  catalogues: readonly Translations[],
  stillWanted = () => true,
) {
  const messages = await Promise.all(catalogues.map((catalogue) => loadMessages(catalogue, locale)));
  if (!stillWanted()) return;
  i18n.load(locale, Object.assign({}, ...messages));
  i18n.activate(locale);
}
