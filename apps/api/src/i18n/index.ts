// The server's words in the person's language. A message a person may read (an error, a live-channel refusal, a
// confirmation) is raised by its id in the server catalogue (messages/server/en.ts holds the English, the source), with
// the values of its placeholders; it is put into words only when it is sent: in the language the request asked for
// (Accept-Language, see localeOf) or the live channel's handshake named, English when neither names one the server
// speaks. Each catalogue is compiled once, when the server starts (Lingui's message compiler).
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import Negotiator from 'negotiator';
import ar from './messages/server/ar.js';
import de from './messages/server/de.js';
import en from './messages/server/en.js';
import es from './messages/server/es.js';
import fr from './messages/server/fr.js';

/** The languages the server speaks; English is the source (the specification's own words). */
export const serverLocales = ['en', 'es', 'de', 'fr', 'ar'] as const;
export type ServerLocale = (typeof serverLocales)[number];

/** A slide kind's own message id, `kind.<kind>.<name>` (its folder's messages.ts, see addKindMessages). */
export type KindMessageId = `kind.${string}`;
export type ServerMessageId = keyof typeof en | KindMessageId;

/**
 * The server catalogue: every language's messages by id, the catalogue files' and the slide kinds' (addKindMessages).
 * Copies, so the kinds' never enter the files' objects.
 */
export const serverCatalogue: Record<ServerLocale, Record<ServerMessageId, string>> = {
  en: { ...en },
  es: { ...es },
  de: { ...de },
  fr: { ...fr },
  ar: { ...ar },
};

/** Each language's compiled catalogue, made when first used. */
const instances = new Map<ServerLocale, I18n>();

/** A slide kind's messages in every language the server speaks, by id. */
export type KindMessages<Id extends KindMessageId = KindMessageId> = Record<ServerLocale, Record<Id, string>>;

/**
 * A kind's messages (its folder's messages.ts): the ids are the English ones, and every other language must have each
 * of them and no other (a compile error otherwise).
 */
export const kindMessages = <Id extends KindMessageId>(
  messages: { en: Record<Id, string> } & Record<Exclude<ServerLocale, 'en'>, Record<NoInfer<Id>, string>>,
): KindMessages<Id> => messages;

/**
 * Adds a slide kind's messages to the server catalogue (slides/index.ts, for every kind that has some). An id already
 * there with other words is a mistake of the kinds: refused.
 */
export function addKindMessages(messages: KindMessages): void {
  for (const locale of serverLocales)
    for (const [id, text] of Object.entries(messages[locale]) as [KindMessageId, string][]) {
      const known = serverCatalogue[locale][id];
      if (known !== undefined && known !== text)
        throw new Error(`Two kinds word the message ${id} (${locale})`);
      serverCatalogue[locale][id] = text;
    }
  // Compiled again with them when next used.
  instances.clear();
}

export type MessageValues = Record<string, string | number>;

/**
 * What a person may read, not yet in words: a message id of the server catalogue, the id with its placeholders'
 * values (`say(id, values)`), or `{ text }`: words that are not the server's own (a dependency's error, a readiness
 * check's reason), sent as they are.
 */
export type Message = ServerMessageId | { id: ServerMessageId; values: MessageValues } | { text: string };

/** A message with values for its placeholders: `say('server.live.noSession', { pin })`. */
export const say = (id: ServerMessageId, values: MessageValues): Message => ({ id, values });

export const isServerMessageId = (value: unknown): value is ServerMessageId =>
  typeof value === 'string' && Object.hasOwn(serverCatalogue.en, value);

function instance(locale: ServerLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages = Object.fromEntries(
      Object.entries(serverCatalogue[locale]).map(([id, text]) => [id, compileMessageOrThrow(text)]),
    );
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * The values put into an Arabic message, each text isolated (U+2068 ... U+2069) so a code or an address written left
 * to right stays one piece in the sentence (as the kit's catalogues do).
 */
const isolated = (locale: ServerLocale, values: MessageValues) =>
  locale === 'ar'
    ? Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'string' ? `\u2068${value}\u2069` : value,
        ]),
      )
    : values;

/**
 * A message in words, in `locale` (English when none is given); `isolate: false` leaves Arabic values as they are (an
 * e-mail's link must stay a link).
 */
export function translate(
  message: Message,
  locale: ServerLocale = 'en',
  { isolate = true }: { isolate?: boolean } = {},
): string {
  if (typeof message === 'object' && 'text' in message) return message.text;
  const { id, values } = typeof message === 'string' ? { id: message, values: {} } : message;
  return instance(locale)._(id, isolate ? isolated(locale, values) : values);
}

/** A message in English: the words of the specification, what logs and English requests read. */
export const english = (message: Message) => translate(message, 'en');

/**
 * The server language an Accept-Language header asks for most (negotiator: languages by quality, `es-MX` stands for
 * `es`, `*` for English), English when the header names none the server speaks.
 */
export function pickServerLocale(header: string | string[] | undefined): ServerLocale {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const [best] = new Negotiator({ headers: { 'accept-language': text } }).languages([...serverLocales]);
  return (best as ServerLocale | undefined) ?? 'en';
}

const requestLocales = new WeakMap<object, ServerLocale>();

/** The language a request is answered in (its Accept-Language, read once). */
export function localeOf(request: { headers: Record<string, string | string[] | undefined> }): ServerLocale {
  let locale = requestLocales.get(request);
  if (!locale) {
    locale = pickServerLocale(request.headers['accept-language']);
    requestLocales.set(request, locale);
  }
  return locale;
}
