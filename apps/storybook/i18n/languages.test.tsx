// The translated screens in every language: the participant page, the presenter, the host controls and the check-in
// page, each story of theirs rendered
//  - in a pseudo-language, where every catalogue message is marked ⟪like this⟫: a visible text or a label
//    (aria-label, placeholder, title, alt) with words left over once the marked messages and the story's own data
//    (scenario titles, questions, posts: the story's args) are taken out is English written into a component
//    instead of the catalogue, and fails;
//  - on a 320 px phone in each real language (Arabic right to left): nothing may scroll sideways or be cut off by
//    its box. With I18N_SCREENSHOTS=<folder> each is saved there as a PNG to look at.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import {
  activateLocale,
  live,
  localeNames,
  locales,
  participant,
  screens,
  type Locale,
} from '@readyteams/ui/i18n';

import preview from '../.storybook/preview';
import { storyCatalogues, storyI18n } from '../.storybook/locale';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoryModule>(
  [
    '../../../packages/ui/src/components/live/{participant-view,presenter-view,host-controls-view}.stories.tsx',
    '../../../packages/ui/src/components/views/check-in-view.stories.tsx',
  ],
  { eager: true },
);
/** The pages phones show: screenshotted at 320 px in each language. */
const phonePages = /participant-view|check-in-view/;

setProjectAnnotations(preview);

const PSEUDO = 'en-XA';
/** Every English message of the kit, its words marked (not its placeholders or tags). */
const pseudoMessages = Object.fromEntries(
  [participant, screens, live].flatMap((catalogue) =>
    Object.entries(catalogue.english as Record<string, string>).map(([id, message]) => [
      id,
      compileMessage(message, (text) =>
        text
          .split(/(<\/?\d+\/?>)/)
          .map((part, i) => (i % 2 || !part ? part : `⟪${part}⟫`))
          .join(''),
      ),
    ]),
  ),
);

/** Words that are no one's English: the brand, and each language's name and code in the language switch. */
const untranslatable = ['Ready Teams', ...Object.values(localeNames), ...locales];

/**
 * Every string in a story's args (its data: what a scenario's author or a participant wrote), and what the views make
 * of it: a key's parts ('5:awkward', a hidden word of slide 5), an address's host and path.
 */
function dataOf(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    found.add(value);
    value.split(':').forEach((part) => found.add(part));
    if (URL.canParse(value)) found.add(new URL(value).host + new URL(value).pathname);
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
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
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

for (const [path, module] of Object.entries(modules)) {
  const stories = Object.values(composeStories(module)) as ComposedStory[];
  describe(path.replace(/^(\.\.\/)+/, ''), () => {
    for (const Story of stories) {
      test(`${Story.storyName}: every word comes from a catalogue or the story's data`, async () => {
        const rendered = await render(Story, PSEUDO);
        const data = [...dataOf(Story.args), ...untranslatable].filter((text) => /\p{L}/u.test(text));
        data.sort((a, b) => b.length - a.length);
        // The story and what it opened (a dialog), not the page's own parts (the toaster).
        const shown = [
          rendered,
          ...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'),
        ];
        const english = shown
          .flatMap(textsOf)
          .map((text) => {
            let rest = text.replace(/⟪[^⟫]*⟫/g, ' ');
            for (const value of data) rest = rest.split(value).join(' ');
            return { text, rest };
          })
          // What is left may be numbers, codes (KX4P), option letters and punctuation, never words.
          .filter(({ rest }) => /\p{Ll}/u.test(rest))
          .map(({ text }) => text);
        expect(rendered.textContent).toContain('⟪');
        expect(english).toEqual([]);
      });

      if (!phonePages.test(path)) continue;
      test.each(locales)(
        `${Story.storyName} at 320 px in %s: nothing cut off or sideways`,
        async (locale) => {
          await page.viewport(320, 1000);
          const rendered = await render(Story, locale);
          expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
          const sideways = document.documentElement.scrollWidth - 320;
          const clipped = [...rendered.querySelectorAll<HTMLElement>('*')]
            .filter((element) => {
              const style = getComputedStyle(element);
              return (
                ['hidden', 'clip'].includes(style.overflowX) &&
                !element.classList.contains('sr-only') &&
                element.scrollWidth > element.clientWidth + 1
              );
            })
            .map((element) => element.outerHTML.slice(0, 120));
          const folder: string = import.meta.env.I18N_SCREENSHOTS;
          if (folder) {
            const name = `${path.replace(/^.*\//, '').replace('.stories.tsx', '')}-${Story.storyName}-${locale}`;
            await page.screenshot({
              path: `${folder}/${name.replace(/[^\w-]+/g, '_')}.png`,
              element: rendered,
            });
          }
          expect({ sideways: Math.max(0, sideways), clipped }).toEqual({ sideways: 0, clipped: [] });
        },
      );
    }
  });
}
