// The presenter's stage at the screens a room has (issue 34): every presenter story (each slide type and state: the
// lobby, each kind before and after answers, results revealed or waiting for their threshold, discussions with one and
// three questions and many posts on screen, a decision, the road not taken, the end) at 1280 x 720, 1366 x 768,
// 1920 x 1080 and 3840 x 2160, one page for all. On the stage (between the header and the slide navigation) nothing
// may stick out, be cut off by its box or scroll, and nothing may be smaller than the back row reads: headings and
// questions 5% of the screen's height, every other word 3.5%, result bars 4% thick. A video fills the stage at 16:9.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import clip from '../../platform/e2e/fixtures/clip.webm?url';
import captions from '../../platform/public/media/demo/delegating-the-big-project-scene.vtt?url';

import preview from '../.storybook/preview';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

// The presenter's stories and each slide type's (views/slides/<type>/presenter-view.stories.tsx).
const modules = import.meta.glob<StoryModule>(
  [
    '../../../packages/ui/src/components/live/presenter-view.stories.tsx',
    '../../../packages/ui/src/components/views/slides/*/presenter-view.stories.tsx',
    // Team mode's standings (live/teams/presenter-view.stories.tsx).
    '../../../packages/ui/src/components/live/teams/presenter-view.stories.tsx',
  ],
  { eager: true },
);

setProjectAnnotations(preview);

const screens: Array<[number, number]> = [
  [1280, 720],
  [1366, 768],
  [1920, 1080],
  [3840, 2160],
];

/** The minimum sizes, in % of the screen's height. */
const QUESTION = 5;
const WORDS = 3.5;
const BAR = 4;

let root: Root | undefined;
let container: HTMLDivElement | undefined;

async function render(Story: ComposedStory, args: Record<string, unknown> = {}) {
  await Story.load();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<Story {...args} />));
  // Effects settle (the posts on screen fit themselves in layout effects).
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
}

beforeAll(() => {
  // Renders and effects here are wrapped in act(), as React expects of a test.
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const style = document.createElement('style');
  style.textContent =
    '*,*::before,*::after{animation:none!important;transition:none!important}body{margin:0}';
  document.head.append(style);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
});

/** Text a screen reader reads, never seen (Tailwind's sr-only), and an SVG's title (the QR code's). */
const unseen = (element: Element) => !!element.closest('.sr-only, svg');

const name = (element: Element) =>
  `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;

/** What is wrong with the stage on this screen: each element out of place or too small, said in a line. */
function stageProblems(): string[] {
  const stage = document.querySelector<HTMLElement>('[data-slot="stage"]');
  if (!stage) return ['no stage'];
  const problems: string[] = [];
  const vh = innerHeight / 100;
  const edge = stage.getBoundingClientRect();
  const outside = (box: DOMRect) =>
    box.top < edge.top - 1 ||
    box.bottom > edge.bottom + 1 ||
    box.left < edge.left - 1 ||
    box.right > edge.right + 1;
  // The page itself never scrolls: the header, the stage and the slide navigation fit the screen.
  const { scrollWidth, scrollHeight } = document.documentElement;
  if (scrollWidth > innerWidth || scrollHeight > innerHeight)
    problems.push(`the page scrolls (${scrollWidth} x ${scrollHeight})`);

  for (const element of stage.querySelectorAll('*')) {
    if (unseen(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (outside(box)) problems.push(`${name(element)} sticks out of the stage`);
    const style = getComputedStyle(element);
    if (
      (style.overflowX !== 'visible' || style.overflowY !== 'visible') &&
      (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
    )
      problems.push(`${name(element)} cuts off or scrolls what it holds`);
  }

  // Words: each line on the stage, at least the results' size.
  const walker = document.createTreeWalker(stage, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!node.textContent?.trim() || unseen(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(outside))
      problems.push(`${name(parent)}: its words leave the stage`);
    const size = parseFloat(getComputedStyle(parent).fontSize);
    if (size < WORDS * vh - 0.1)
      problems.push(`${name(parent)} is ${(size / vh).toFixed(2)}% of the screen's height (< ${WORDS}%)`);
  }

  // Headings and questions (a discussion's are its list).
  for (const question of stage.querySelectorAll('h1, h2, [data-slot="discussion-questions"] > li')) {
    const size = parseFloat(getComputedStyle(question).fontSize);
    if (size < QUESTION * vh - 0.1)
      problems.push(
        `${name(question)} is ${(size / vh).toFixed(2)}% of the screen's height (< ${QUESTION}%)`,
      );
  }

  for (const bar of stage.querySelectorAll('[data-slot="bar"]')) {
    const { width, height } = bar.getBoundingClientRect();
    if (Math.min(width, height) < BAR * vh - 0.5)
      problems.push(
        `a bar of ${name(bar.parentElement!)} is ${(Math.min(width, height) / vh).toFixed(2)}% thick`,
      );
  }

  // A video's frame: 16:9, as large as the stage holds (its progress bar under it).
  for (const frame of stage.querySelectorAll('[data-slot="video-frame"]')) {
    const box = frame.getBoundingClientRect();
    const progress = stage.querySelector('[data-slot="video-progress"]')?.getBoundingClientRect();
    const room = edge.height - (progress?.height ?? 0);
    if (Math.abs(box.width / box.height - 16 / 9) > 0.01)
      problems.push(`the video is ${box.width} x ${box.height}, not 16:9`);
    if (Math.abs(box.width - edge.width) > 1 && Math.abs(box.height - room) > 1)
      problems.push(
        `the video (${box.width} x ${box.height}) does not fill the stage (${edge.width} x ${room})`,
      );
  }
  return problems;
}

const stories = Object.entries(modules).flatMap(([path, module]) =>
  (Object.values(composeStories(module)) as ComposedStory[])
    // The screens before there is a session (connecting, refused) have no stage; the stories at a fixed screen size
    // (the screenshot baselines) are states shown here already.
    .filter((Story) => Story.args.state !== null && !Story.globals.viewport?.value)
    .map((Story) => ({ file: path.replace(/^.*\/components\//, ''), Story })),
);

describe.each(screens)('the presenter at %i x %i', (width, height) => {
  beforeAll(async () => {
    await page.viewport(width, height);
  });

  test.each(stories.map(({ file, Story }) => [`${file}: ${Story.storyName}`, Story] as const))(
    '%s fits the stage, large enough',
    async (_, Story) => {
      await render(Story);
      expect(stageProblems()).toEqual([]);
    },
  );

  const video = stories.find(({ Story }) => Story.storyName === 'Video')!.Story;
  test('a video with captions fills the stage at 16:9', async () => {
    const state = video.args.state as { slide: object };
    await render(video, {
      state: { ...state, slide: { ...state.slide, videoUrl: clip, captionsUrl: captions } },
    });
    const element = document.querySelector('video')!;
    // The clip's metadata, from the dev server (the first load may take seconds on a busy machine).
    await expect.poll(() => element.readyState, { timeout: 20_000 }).toBeGreaterThan(0);
    // The player itself: 16:9, as wide as the stage or as high as it is above the progress bar.
    const stage = document.querySelector('[data-slot="stage"]')!.getBoundingClientRect();
    const shown = element.getBoundingClientRect();
    const progress = document.querySelector('[data-slot="video-progress"]')?.getBoundingClientRect();
    expect(shown.width / shown.height).toBeCloseTo(16 / 9, 2);
    expect(
      Math.abs(shown.width - stage.width) <= 1 ||
        Math.abs(shown.height - (stage.height - (progress?.height ?? 0))) <= 1,
    ).toBe(true);
    // The captions are drawn inside the video, over its picture: never over the progress bar, which lies below it.
    expect(progress!.top).toBeGreaterThanOrEqual(shown.bottom);
    expect(stageProblems()).toEqual([]);
  });
});

test('posts beyond what the screen holds take turns, every one of them in full', async () => {
  await page.viewport(1366, 768);
  const Story = stories.find(({ Story }) => Story.storyName === 'DiscussionManyHighlighted')!.Story;
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    await render(Story);
    const indicator = document.querySelector('[data-testid="posts-page"]')!;
    const pages = Number(/of (\d+)/.exec(indicator.textContent ?? '')?.[1]);
    expect(pages).toBeGreaterThan(1);
    const seen: string[] = [];
    for (let n = 1; n <= pages; n++) {
      expect(indicator.textContent).toBe(`Page ${n} of ${pages}`);
      expect(stageProblems()).toEqual([]);
      const region = document.querySelector('[aria-label="Posts on screen"]')!;
      seen.push(...[...region.querySelectorAll('blockquote')].map((quote) => quote.textContent ?? ''));
      await act(async () => vi.advanceTimersByTime(8000));
    }
    // Round again to the first page; each highlighted post was on one page.
    expect(indicator.textContent).toBe(`Page 1 of ${pages}`);
    const posts = (Story.args.tally as { board: { posts: Array<{ text: string }> } }).board.posts;
    expect(seen).toEqual(posts.map((post) => post.text));
  } finally {
    vi.useRealTimers();
  }
});
