// The screens where words meet a small or a far-away screen, checked in a browser (issue 31: hard-coded English
// everywhere else is the linter's `lingui/no-unlocalized-strings`):
//  - the phones' and the presenter's screens (and the public pages and the library a host opens on a phone) in a
//    pseudo-language: every catalogue message is marked ⟪like this⟫ and a third longer, as a longer language would
//    be. A visible text or a label (aria-label, placeholder, title, alt) with words left over once the marked messages
//    and the story's own data (its args, what its file writes outside its play function: scenario titles,
//    questions, posts, the MSW handlers' answers, and the screens' fixtures) are taken out is English written into a
//    component, and fails; on the phones' pages, at 320 px, nothing may scroll sideways or be cut off by its box;
//  - the phones' pages again in Arabic at 320 px: right to left, nothing sideways or cut off;
//  - every other screen of the app once at 320 px in English: nothing scrolls sideways.
// With I18N_SCREENSHOTS=<folder> each 320 px render is saved there as a PNG to look at.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { forms } from '@readyteams/forms/i18n';
import {
  activateLocale,
  kit,
  live,
  localeNames,
  locales,
  participant,
  screens,
  type Locale,
} from '@readyteams/ui/i18n';
import { app } from '../../platform/src/i18n/app';
import { site } from '../../platform/src/i18n/site';
import { errors } from '../../platform/src/i18n/errors';
import defaultTemplate from '../../../packages/forms/src/scenario/default-template.ts?raw';
import fixtures from '../../platform/src/stories/fixtures.ts?raw';
import screenHarness from '../../platform/src/stories/screen.tsx?raw';

import preview from '../.storybook/preview';
import { storyCatalogues, storyI18n } from '../.storybook/locale';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// The screens' story files (Vite wants the patterns written out in each glob).
const modules = import.meta.glob<StoryModule>(
  [
    '../../../packages/ui/src/components/live/*.stories.tsx',
    '../../../packages/ui/src/components/views/check-in-view.stories.tsx',
    // The slide kinds' screens, in their folders (views/slides/<kind>/participant-view.stories.tsx, ...).
    '../../../packages/ui/src/components/views/slides/*/*.stories.tsx',
    // The session-wide modules' screens, in their folders (live/teams/presenter-view.stories.tsx, ...).
    '../../../packages/ui/src/components/live/*/*.stories.tsx',
    '../../platform/src/**/*.stories.tsx',
  ],
  { eager: true },
);
const sourcesOfStories = import.meta.glob<string>(
  [
    '../../../packages/ui/src/components/live/*.stories.tsx',
    '../../../packages/ui/src/components/views/check-in-view.stories.tsx',
    // The slide kinds' screens, in their folders (views/slides/<kind>/participant-view.stories.tsx, ...).
    '../../../packages/ui/src/components/views/slides/*/*.stories.tsx',
    // The session-wide modules' screens, in their folders (live/teams/presenter-view.stories.tsx, ...).
    '../../../packages/ui/src/components/live/*/*.stories.tsx',
    '../../platform/src/**/*.stories.tsx',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
/**
 * The pages a phone shows, checked at 320 px: the participant's and the check-in page, the landing and sign-in pages,
 * and the host's library (a host opens it on a phone too).
 */
const phonePages = /participant-view|check-in-view|pages\/(landing|auth)\/|dashboard\/library-route/;
/** The screens checked in the pseudo-language: the phones' pages, the presenter and the host controls. */
const wordedScreens = new RegExp(`${phonePages.source}|presenter-view|host-controls-view`);

setProjectAnnotations(preview);

const PSEUDO = 'en-XA';
/** A third longer, as German or French often is, in short words that may wrap. */
const longer = (text: string) => ' ~~~~'.repeat(Math.ceil(text.length / 15));
const mark = (text: string) =>
  text
    .split(/(<\/?\d+\/?>)/)
    .map((part, i) => (i % 2 || !part ? part : `⟪${part}${longer(part)}⟫`))
    .join('');
type Token = string | [string, string?, (string | Record<string, unknown>)?];
/** A message's words marked, when the Vite plugin compiled it (lingui-catalogues.ts): its text tokens, in branches too. */
const markTokens = (tokens: Token[]): Token[] =>
  tokens.map((token) => {
    if (typeof token === 'string') return mark(token);
    const [name, type, format] = token;
    if (!format || typeof format !== 'object') return token;
    const branches = Object.entries(format).map(([key, branch]) => [
      key,
      Array.isArray(branch) ? markTokens(branch as Token[]) : branch,
    ]);
    return [name, type, Object.fromEntries(branches) as Record<string, unknown>];
  });
/**
 * The slide kinds' own catalogues (defineBundledCatalogue), in their folders: the exports of each kind's i18n.ts, the
 * views' and the editor forms'.
 */
const kindCatalogues = Object.values(
  import.meta.glob<Record<string, unknown>>(
    [
      '../../../packages/ui/src/components/views/slides/*/i18n.ts',
      // The session-wide modules' (team mode, the audience Q&A: components/live/<module>/i18n.ts).
      '../../../packages/ui/src/components/live/*/i18n.ts',
      '../../../packages/forms/src/scenario/slides/*/i18n.ts',
    ],
    { eager: true },
  ),
).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is { english: object } =>
      !!value && typeof value === 'object' && 'english' in value && 'translations' in value,
  ),
);
/** Every English message of the kit, its words marked (not its placeholders or tags). */
const pseudoMessages = Object.fromEntries(
  [participant, screens, live, kit, forms, site, errors, app, ...kindCatalogues].flatMap((catalogue) =>
    Object.entries(catalogue.english as Record<string, unknown>).map(([id, message]) => [
      id,
      typeof message === 'string' ? compileMessage(message, mark) : markTokens(message as Token[]),
    ]),
  ),
);

/**
 * What a date says in the pseudo-language (Intl and date-fns write it as in English): the months' and weekdays' names,
 * long, short and the calendar's two letters.
 */
const dateWords = [
  ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1)).flatMap((day) =>
    (['long', 'short'] as const).map((month) => day.toLocaleString('en', { month })),
  ),
  ...Array.from({ length: 7 }, (_, weekday) => new Date(2026, 0, 4 + weekday)).flatMap((day) =>
    (['long', 'short'] as const)
      .map((weekday) => day.toLocaleString('en', { weekday }))
      .concat(day.toLocaleString('en', { weekday: 'short' }).slice(0, 2)),
  ),
];

/** Words that are no one's English: the brand, each language's name and code in the language switch, dates. */
const untranslatable = ['Ready Teams', ...Object.values(localeNames), ...locales, ...dateWords];

/** A story file's source without its play functions (whose texts are what the test looks for, not data). */
function withoutPlay(source: string): string {
  let rest = source;
  for (let at = rest.search(/\bplay\b/); at >= 0; at = rest.search(/\bplay\b/)) {
    // The body's opening brace: `play: async ({ canvasElement }) => {` or `async play({ canvasElement }) {`.
    const body = /(=>|\))\s*\{/.exec(rest.slice(at));
    let end = at + 4;
    if (body) {
      let depth = 0;
      for (end = at + body.index + body[0].length - 1; end < rest.length; end++) {
        if (rest[end] === '{') depth++;
        else if (rest[end] === '}' && --depth === 0) break;
      }
    }
    rest = rest.slice(0, at) + rest.slice(end + 1);
  }
  return rest;
}

/**
 * The string literals of a source, and the text parts of its template literals, read as a lexer does: an apostrophe
 * in a comment or a `${...}` inside a template does not pair quotes across the file.
 */
function literalsOf(source: string): string[] {
  const found: string[] = [];
  // The brace depth at which each open `${` of a template closes.
  const open: number[] = [];
  let depth = 0;
  const read = (from: number, stop: (at: number) => boolean) => {
    let text = '';
    let at = from;
    while (at < source.length && !stop(at)) {
      if (source[at] === '\\') at++;
      text += source[at++] ?? '';
    }
    return { text, at };
  };
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (char === '/' && source[at + 1] === '/') at = source.indexOf('\n', at) >>> 0;
    else if (char === '/' && source[at + 1] === '*') at = (source.indexOf('*/', at + 2) >>> 0) + 1;
    else if (char === "'" || char === '"') {
      const string = read(at + 1, (i) => source[i] === char || source[i] === '\n');
      found.push(string.text);
      at = string.at;
    } else if (char === '`' || (char === '}' && open.at(-1) === depth)) {
      if (char === '}') open.pop();
      const part = read(at + 1, (i) => source[i] === '`' || (source[i] === '$' && source[i + 1] === '{'));
      found.push(part.text);
      at = part.at;
      if (source[at] === '$') {
        open.push(depth);
        at++;
      }
    } else if (char === '{') depth++;
    else if (char === '}') depth--;
  }
  return found;
}

/** The texts a source writes: its string literals and the text between its JSX tags. */
const textsWritten = (source: string) => [
  ...literalsOf(source),
  ...[...source.matchAll(/>([^<>{}]+)[<{]/g)].map((match) => match[1]!.trim()),
];

/**
 * The screens' fixtures (the MSW handlers' scenarios, users, sessions), their harness (where a screen navigated to)
 * and the new scenario's template (content its author goes on to rewrite): data wherever they show.
 */
const fixtureTexts = [fixtures, screenHarness, defaultTemplate].flatMap(textsWritten);

/**
 * Every string in a story's args (its data: what a scenario's author or a participant wrote), and what the views make
 * of it: a key's parts ('5:awkward', a hidden word of slide 5), an address's host and path.
 */
function dataOf(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    found.add(value);
    value.split(':').forEach((part) => found.add(part));
    if (URL.canParse(value)) {
      const { host, pathname } = new URL(value);
      found.add(host + pathname);
      // A file's name as a view shows it ('welcome talk.vtt').
      found.add(decodeURIComponent(pathname.split('/').at(-1) ?? ''));
    }
  } else if (Array.isArray(value)) value.forEach((item) => dataOf(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => dataOf(item, found));
  return found;
}

/** The preview's toaster, which every story gets (the app's chrome: not one of these screens). */
const TOASTER = '[role="region"]:has(> [data-slot="toast-viewport"])';

/** The texts a person meets in an element: its text nodes and the labels of its elements. */
function textsOf(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (!node.parentElement?.closest(TOASTER)) texts.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-description'])
      if (element.hasAttribute(name) && !element.closest(TOASTER)) texts.push(element.getAttribute(name)!);
  return texts.filter((text) => text.trim());
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;

async function render(Story: ComposedStory, locale: Locale | typeof PSEUDO) {
  await Story.load();
  if (locale === PSEUDO) {
    storyI18n.load(PSEUDO, pseudoMessages);
    storyI18n.activate(PSEUDO);
  } else await activateLocale(storyI18n, locale, storyCatalogues);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Story />));
  // Lazy parts (the slide types' screens) and effects settle.
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return container;
}

beforeAll(() => {
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important}body{margin:0}';
  document.head.append(style);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  document.querySelectorAll('[data-radix-portal], [role="dialog"]').forEach((element) => element.remove());
  await page.viewport(1024, 768);
});

/** The texts of a story's render (and what it opened: a dialog) that are neither a marked message nor data. */
function englishIn(rendered: HTMLElement, path: string, Story: ComposedStory): string[] {
  const written = [...textsWritten(withoutPlay(sourcesOfStories[path]!)), ...fixtureTexts];
  const data = [...dataOf(Story.args), ...dataOf(written), ...untranslatable].filter((text) =>
    /\p{L}/u.test(text),
  );
  data.sort((a, b) => b.length - a.length);
  // The story and what it opened (a dialog), not the page's own parts (the toaster).
  const shown = [
    rendered,
    ...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
  ];
  return (
    shown
      .flatMap(textsOf)
      .map((text) => {
        // E-mail addresses (the support address) and addresses in the app ('/dashboard/library') are no one's
        // English either, nor (once the data is out) a date's ordinal ('December 28th': date-fns in English).
        let rest = text
          .replace(/⟪[^⟫]*⟫/g, ' ')
          .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
          .replace(/(^|\s)\/[\w/?=&.-]*/g, ' ');
        for (const value of data) rest = rest.split(value).join(' ');
        rest = rest.replace(/\b(\d+)(st|nd|rd|th)\b/g, '$1');
        return { text, rest };
      })
      // What is left may be numbers, codes (KX4P), option letters and punctuation, never words.
      .filter(({ rest }) => /\p{Ll}/u.test(rest))
      .map(({ text }) => text)
  );
}

/**
 * What sticks out at 320 px: how far the page scrolls sideways (and the innermost elements that reach past the screen's
 * edge, to say where), and the words cut off by their box.
 */
function overflowAt320(rendered: HTMLElement) {
  const sideways = document.documentElement.scrollWidth - 320;
  const outside = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.right > 321 || box.left < -1);
  };
  const beyond = (element: Element) => outside(element) && !inScroller(element);
  // Inside a box on the screen that scrolls or clips sideways (a row of chips, a carousel), sticking out is that
  // box's business.
  const inScroller = (element: Element) => {
    for (
      let parent = element.parentElement;
      parent && parent !== document.body;
      parent = parent.parentElement
    ) {
      const box = parent.getBoundingClientRect();
      if (getComputedStyle(parent).overflowX !== 'visible' && box.left >= -1 && box.right <= 321) return true;
    }
    return false;
  };
  const innermost = (out: (element: Element) => boolean) =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => out(element) && ![...element.children].some(out))
      .map((element) => element.outerHTML.slice(0, 120));
  // What sticks out, else (something positioned out of its scroller) whatever lies beyond the edge.
  const past = sideways > 0 ? innermost(beyond) : [];
  if (sideways > 0 && past.length === 0) past.push(...innermost(outside));
  const clipped = [...rendered.querySelectorAll<HTMLElement>('*')]
    .filter((element) => {
      // Words cut off by their box (a carousel's hidden logos are images, not words).
      return (
        element.scrollWidth > element.clientWidth + 1 &&
        /\p{L}/u.test(element.textContent ?? '') &&
        // Not text only a screen reader reads (Tailwind's sr-only, also at some widths only: a 1 px box).
        !element.classList.contains('sr-only') &&
        element.getBoundingClientRect().width > 1 &&
        ['hidden', 'clip'].includes(getComputedStyle(element).overflowX)
      );
    })
    .map((element) => element.outerHTML.slice(0, 120));
  return { sideways: Math.max(0, sideways), past, clipped };
}

/** Saves the render as a PNG to review, when I18N_SCREENSHOTS names a folder. */
async function saveScreenshot(rendered: HTMLElement, name: string) {
  const folder: string = import.meta.env.I18N_SCREENSHOTS;
  if (folder)
    await page.screenshot({ path: `${folder}/${name.replace(/[^\w-]+/g, '_')}.png`, element: rendered });
}

for (const [path, module] of Object.entries(modules)) {
  const stories = Object.values(composeStories(module)) as ComposedStory[];
  const file = path.replace(/^.*\//, '').replace('.stories.tsx', '');
  const phone = phonePages.test(path);
  describe(path.replace(/^(\.\.\/)+/, ''), () => {
    for (const Story of stories) {
      if (wordedScreens.test(path))
        test(`${Story.storyName}: every word comes from a catalogue or the story's data${phone ? ', and fits 320 px' : ''}`, async () => {
          if (phone) await page.viewport(320, 1000);
          const rendered = await render(Story, PSEUDO);
          expect(englishIn(rendered, path, Story)).toEqual([]);
          if (!phone) return;
          await saveScreenshot(rendered, `${file}-${Story.storyName}-${PSEUDO}`);
          expect(overflowAt320(rendered)).toEqual({ sideways: 0, past: [], clipped: [] });
        });

      if (phone)
        test(`${Story.storyName} at 320 px in Arabic: right to left, nothing cut off or sideways`, async () => {
          await page.viewport(320, 1000);
          const rendered = await render(Story, 'ar');
          expect(document.documentElement.dir).toBe('rtl');
          await saveScreenshot(rendered, `${file}-${Story.storyName}-ar`);
          expect(overflowAt320(rendered)).toEqual({ sideways: 0, past: [], clipped: [] });
        });
      // The presenter is for a room's screen; on a phone only its lobby (the join code a host may show) is checked.
      else if (!path.includes('presenter-view') || Story.storyName === 'Lobby')
        test(`${Story.storyName} at 320 px: nothing sideways`, async () => {
          await page.viewport(320, 800);
          const rendered = await render(Story, 'en');
          await saveScreenshot(rendered, `${file}-${Story.storyName}-en`);
          const { sideways, past } = overflowAt320(rendered);
          expect({ sideways, past }).toEqual({ sideways: 0, past: [] });
        });
    }
  });
}
