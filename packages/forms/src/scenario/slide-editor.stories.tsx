import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dragByKeyboard, enter, expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { toSlidesSent } from './scenario-mappers';
import { SlideEditor } from './slide-editor';
import { emptySlide, type SlideValues } from './slide-schema';

const validSlides = (): SlideValues[] => [
  emptySlide({
    slideType: 'video',
    title: 'Welcome',
    script: 'Say hello.',
    video: 'https://cdn.example.com/welcome.mp4',
  }),
  emptySlide({
    slideType: 'poll',
    title: 'What would you do?',
    subtext: 'Pick the closest answer.',
    questions: [
      {
        question: 'First move?',
        type: 'single-choice',
        answers: [
          { label: 'Listen', value: '1' },
          { label: 'Escalate', value: '2' },
        ],
      },
    ],
  }),
  emptySlide({
    slideType: 'discussion',
    title: 'Discussion Questions',
    discussionQuestions: [{ text: 'Why?' }],
  }),
];

const meta = {
  title: 'Forms/Scenario/SlideEditor',
  component: SlideEditor,
  tags: ['no-visual'],
  // The editor's page (its h1): each story in its own frame on the docs page, as on its own page.
  parameters: { docs: { story: { inline: false, height: '900px' } } },
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SlideEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const cards = (root: HTMLElement) => within(root).getAllByRole('group', { name: /^Slide \d+/ });
const card = (root: HTMLElement, number: number) =>
  within(within(root).getByRole('group', { name: new RegExp(`^Slide ${number}\\b`) }));
const submitted = (onSubmit: unknown) =>
  (onSubmit as { mock: { calls: [{ slides: SlideValues[] }][] } }).mock.calls[0]![0].slides;

/** A new scenario starts from the default template, every card in edit mode. */
export const Template: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'New Scenario' })).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(7);
    await expect(card(canvasElement, 3).getByLabelText(label('Title'))).toHaveValue('What would you do?');
    await expect(card(canvasElement, 4).getByLabelText(label('Title'))).toHaveValue(
      'Discussion Time: Best Practices',
    );
    await expect(
      card(canvasElement, 5).getAllByRole('textbox', { name: /^Discussion question/ }),
    ).toHaveLength(3);
    await expect(card(canvasElement, 7).getByText(/4\. How clear is the first step/)).toBeVisible();
    await expect(card(canvasElement, 7).getAllByRole('button', { name: /^Edit question/ })).toHaveLength(6);
    await expect(canvas.getByRole('button', { name: 'Add New Slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Complete Scenario' })).toBeVisible();
  },
};

/**
 * A 390 px phone with every card in its summary view: a long title is cut to the room it has, so the list stays on
 * the screen and every Edit button can be reached.
 */
export const PhoneSummaries: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: {
    defaultValues: {
      slides: [
        emptySlide({
          slideType: 'video',
          title: 'Discussion Time: Best Practices',
          script: 'Watch how the agent handles it.',
          video: 'https://cdn.example.com/best-practices-for-a-difficult-customer-call-final.mp4',
        }),
        ...validSlides(),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    for (const number of [1, 2, 3, 4])
      await userEvent.click(canvas.getByRole('button', { name: `Done editing slide ${number}` }));
    const list = canvas.getByRole('list', { name: 'Slides' });
    await expect(list.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    for (const number of [1, 2, 3, 4]) {
      const edit = await canvas.findByRole('button', { name: `Edit slide ${number}` });
      await expect(edit.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    }
    await expect(card(canvasElement, 1).getByText('Discussion Time: Best Practices')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const EditScenario: Story = {
  args: {
    mode: 'edit',
    scenarioTitle: 'Handling a difficult customer',
    defaultValues: { slides: validSlides() },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Edit Scenario: Handling a difficult customer' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { defaultValues: { slides: [] } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('At least one slide is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A user adds a discussion slide, uploads a video, writes a poll question in the builder, moves slides by
 * keyboard drag, collapses a card to its summary, and completes the scenario.
 */
export const Filled: Story = {
  args: {
    defaultValues: {
      slides: [
        emptySlide({ slideType: 'video', title: 'Welcome', script: 'Say hello.' }),
        emptySlide({ slideType: 'poll', title: 'What would you do?', subtext: 'Pick one.' }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // Upload the welcome video.
    const video = new File(['video'], 'welcome.mp4', { type: 'video/mp4' });
    await userEvent.upload(card(canvasElement, 1).getByLabelText('Upload Video File'), video);
    await expect(card(canvasElement, 1).getByText('Selected video: welcome.mp4')).toBeVisible();

    // A poll question through the builder.
    await userEvent.click(card(canvasElement, 2).getByRole('button', { name: 'Add Question' }));
    const builder = within(await page().findByRole('dialog'));
    await userEvent.type(builder.getByLabelText(label('Question')), 'First move?');
    await userEvent.click(builder.getByLabelText(label('Question Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Single choice' }));
    for (const [index, text] of ['Listen', 'Escalate', 'Wait', 'Apologise'].entries()) {
      await userEvent.click(builder.getByRole('textbox', { name: `Response ${index + 1}` }));
      await userEvent.paste(text);
    }
    await userEvent.click(builder.getByRole('button', { name: 'Save Question' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(card(canvasElement, 2).getByText('1. First move?')).toBeVisible();

    // A new slide opens in edit mode with no type.
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.click(card(canvasElement, 3).getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Discussion' }));
    await enter(userEvent, card(canvasElement, 3).getByLabelText(label('Title')), 'Discussion Questions');
    await userEvent.click(card(canvasElement, 3).getByRole('button', { name: 'Add Question' }));
    await userEvent.type(
      card(canvasElement, 3).getByRole('textbox', { name: 'Discussion question 1' }),
      'Why?',
    );

    // Move the discussion slide above the poll, by keyboard.
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 3' }), -1);
    await waitFor(() =>
      expect(card(canvasElement, 2).getByLabelText(label('Title'))).toHaveValue('Discussion Questions'),
    );

    // Done shows the summary with an Edit button.
    await userEvent.click(canvas.getByRole('button', { name: 'Done editing slide 1' }));
    await expect(await canvas.findByRole('button', { name: 'Edit slide 1' })).toBeVisible();
    await expect(card(canvasElement, 1).getByText('Video: welcome.mp4')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const slides = submitted(args.onSubmit);
    await expect(slides[0]?.video).toBe(video);
    await expect(
      toSlidesSent(slides.map((slide, index) => (index === 0 ? { ...slide, video: 'https://v' } : slide))),
    ).toEqual([
      { title: 'Welcome', slideType: 'video', order: 1, videoUrl: 'https://v', script: 'Say hello.' },
      { title: 'Discussion Questions', slideType: 'discussion', order: 2, questions: ['Why?'] },
      {
        title: 'What would you do?',
        slideType: 'poll',
        order: 3,
        type: 'scenario',
        script: 'Pick one.',
        questions: [
          {
            question: 'First move?',
            type: 'single-choice',
            answers: {
              options: [
                { 'option 1': 'Listen' },
                { 'option 2': 'Escalate' },
                { 'option 3': 'Wait' },
                { 'option 4': 'Apologise' },
              ],
            },
          },
        ],
        revealMode: 'host',
        revealThreshold: 5,
        showAnswerCount: true,
      },
    ]);
  },
};

const titles = (root: HTMLElement) =>
  within(root)
    .getAllByLabelText(label('Title'))
    .map((input) => (input as HTMLInputElement).value);

/**
 * An arrow key moves the picked-up card by the documents' keyboard step (25 px), not a whole place; the live region
 * says each new place as the card passes its neighbours (cards of different heights, both ways), and the new order is
 * submitted.
 */
export const ReorderByKeyboard: Story = {
  args: {
    defaultValues: {
      slides: [
        emptySlide({ slideType: 'video', title: 'A', script: 'a', video: 'https://cdn.example.com/a.mp4' }),
        emptySlide({ slideType: 'poll', title: 'B', subtext: 'b' }),
        emptySlide({ slideType: 'discussion', title: 'C' }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const first = canvas.getByRole('button', { name: 'Reorder slide 1' });
    first.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(first.closest('li')!.style.transform).toBe('translate3d(0px, 25px, 0px)'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(first).not.toHaveAttribute('aria-pressed', 'true'));
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 3' }), -2);
    await waitFor(() => expect(titles(canvasElement)).toEqual(['C', 'A', 'B']));
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 1' }), 2);
    await waitFor(() => expect(titles(canvasElement)).toEqual(['A', 'B', 'C']));
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 2' }), -1);
    await waitFor(() => expect(titles(canvasElement)).toEqual(['B', 'A', 'C']));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(toSlidesSent(submitted(args.onSubmit)).map((slide) => [slide.order, slide.title])).toEqual([
      [1, 'B'],
      [2, 'A'],
      [3, 'C'],
    ]);
  },
};

/** A video's captions: a .vtt file is added (even one the system gives no type), another kind refused, then removed. */
export const VideoCaptions: Story = {
  args: {
    defaultValues: {
      slides: [
        emptySlide({
          slideType: 'video',
          title: 'Welcome',
          script: 'Say hello.',
          video: 'https://cdn.example.com/welcome.mp4',
          captions: 'https://cdn.example.com/uploads/welcome%20talk.vtt',
        }),
      ],
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    const captions = within(card(canvasElement, 1).getByRole('group', { name: 'Captions (WebVTT)' }));
    await expect(captions.getByText('welcome talk.vtt')).toBeVisible();
    await userEvent.click(captions.getByRole('button', { name: 'Remove Captions' }));
    await expect(captions.getByText('No captions: the video plays without them.')).toBeVisible();
    // Files chosen as a picker that ignores `accept` would hand them over.
    const choose = (file: File) => {
      const input = canvasElement.querySelector<HTMLInputElement>('[data-testid="captions-file-input"]')!;
      const picked = new DataTransfer();
      picked.items.add(file);
      input.files = picked.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect(captions.getByText('No captions: the video plays without them.')).toBeVisible();
    choose(new File(['WEBVTT'], 'intro.vtt'));
    await expect(captions.getByText('Selected: intro.vtt')).toBeVisible();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    const picked = submitted(args.onSubmit)[0]!.captions as File;
    await expect([picked.name, picked.type]).toEqual(['intro.vtt', 'text/vtt']);
  },
};

/** Every slide rule's message, shown on its card's field. */
export const AllErrors: Story = {
  args: {
    defaultValues: {
      slides: [
        emptySlide(),
        emptySlide({ slideType: 'video' }),
        emptySlide({ slideType: 'poll' }),
        emptySlide({ slideType: 'poll-results' }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    const slide = (number: number) => canvasElement.querySelector<HTMLElement>(`li:nth-child(${number})`)!;
    await expectFieldError(slide(1), 'Slide Type', 'Slide type is required');
    await expectFieldError(slide(2), 'Video', 'Upload is required for video slides');
    await expectFieldError(slide(2), 'Title', 'Title is required for video slides');
    await expectFieldError(slide(2), 'Script', 'Script is required for video slides');
    await expectFieldError(slide(3), 'Title', 'Title is required for poll slides');
    await expectFieldError(slide(3), 'Subtext', 'Subtext is required for poll slides');
    await expectFieldError(slide(4), 'Poll', 'Choose the poll whose results this slide shows');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A word cloud slide: its prompt is required; the entries per participant are chosen from 1 to 3. */
export const WordCloud: Story = {
  args: { defaultValues: { slides: [] } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.click(card(canvasElement, 1).getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Word cloud' }));
    await enter(userEvent, card(canvasElement, 1).getByLabelText(label('Title')), 'In a word');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expectFieldError(
      canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!,
      'Prompt',
      'Prompt is required for word cloud slides',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await enter(
      userEvent,
      card(canvasElement, 1).getByLabelText(label('Prompt')),
      'One word for how feedback feels',
    );
    await userEvent.click(card(canvasElement, 1).getByLabelText(label('Entries per participant')));
    await userEvent.click(await page().findByRole('option', { name: '3 entries' }));
    // Every type may have a suggested time, in minutes; more than 10 hours is refused.
    const time = card(canvasElement, 1).getByLabelText(label('Suggested time (minutes)'));
    await enter(userEvent, time, '601');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expectFieldError(
      canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!,
      'Suggested time (minutes)',
      'Suggested time must be between 0 and 600 minutes',
    );
    await userEvent.clear(time);
    await enter(userEvent, time, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      {
        title: 'In a word',
        slideType: 'word-cloud',
        order: 1,
        prompt: 'One word for how feedback feels',
        entryLimit: 3,
        suggestedSeconds: 150,
      },
    ]);
  },
};

/**
 * A commitment slide starts with a title and a prompt the author may keep or change; the prompt is required and at
 * most 200 characters.
 */
export const Commitment: Story = {
  args: { defaultValues: { slides: [] } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.click(card(canvasElement, 1).getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Commitment' }));
    await expect(card(canvasElement, 1).getByLabelText(label('Title'))).toHaveValue('Commitment');
    const prompt = card(canvasElement, 1).getByLabelText(label('Prompt'));
    await expect(prompt).toHaveValue('What is one thing you will do differently after today?');

    await userEvent.clear(prompt);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    const slide = canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!;
    await expectFieldError(slide, 'Prompt', 'Prompt is required for commitment slides');
    await enter(userEvent, prompt, 'x'.repeat(201));
    await expectFieldError(slide, 'Prompt', 'Prompt must be at most 200 characters');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(prompt);
    await enter(userEvent, prompt, '  What will you try with your team next week?  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      {
        title: 'Commitment',
        slideType: 'commitment',
        order: 1,
        prompt: 'What will you try with your team next week?',
      },
    ]);
  },
};

/**
 * When a poll's results show: when the host reveals them (the default) or automatically once enough answered, never
 * below the minimum answers (5 by default); the answer count can be hidden from the presenter.
 */
export const PollReveal: Story = {
  args: {
    defaultValues: {
      slides: [emptySlide({ slideType: 'poll', title: 'What would you do?', subtext: 'Pick one.' })],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const poll = card(canvasElement, 1);
    const minimum = poll.getByLabelText(label('Minimum answers'));
    const count = poll.getByRole('checkbox', { name: 'Show the answer count on the presenter' });
    await expect(poll.getByLabelText(label('Show results'))).toHaveTextContent('When the host reveals them');
    await expect(minimum).toHaveValue(5);
    await expect(count).toBeChecked();

    await userEvent.click(poll.getByLabelText(label('Show results')));
    await userEvent.click(
      await page().findByRole('option', { name: 'Automatically once enough people answered' }),
    );
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '0');
    await userEvent.click(count);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expectFieldError(
      canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!,
      'Minimum answers',
      'Minimum answers must be a whole number from 1 to 1000',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(minimum);
    await userEvent.type(minimum, '8');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      {
        title: 'What would you do?',
        slideType: 'poll',
        order: 1,
        type: 'scenario',
        script: 'Pick one.',
        questions: [],
        revealMode: 'threshold',
        revealThreshold: 8,
        showAnswerCount: false,
      },
    ]);
  },
};

/** A poll-results slide offers only polls that no other poll-results slide shows. */
export const PollResultsChoices: Story = {
  args: {
    defaultValues: {
      slides: [
        emptySlide({ slideType: 'poll', title: 'Poll A', subtext: 'a' }),
        emptySlide({ slideType: 'poll', title: 'Poll B', subtext: 'b' }),
        emptySlide({ slideType: 'poll-results', title: 'Results A', pollTitle: 'Poll A' }),
        emptySlide({ slideType: 'poll-results', title: 'Results B' }),
      ],
    },
  },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.click(card(canvasElement, 4).getByLabelText(label('Poll')));
    await expect(page().queryByRole('option', { name: 'Poll A' })).toBeNull();
    await userEvent.click(await page().findByRole('option', { name: 'Poll B' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(submitted(args.onSubmit).map((slide) => slide.pollTitle)).toEqual([
      '',
      '',
      'Poll A',
      'Poll B',
    ]);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { slides: validSlides() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await canvas.findByRole('button', { name: 'Completing...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('')), defaultValues: { slides: validSlides() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to submit scenario');
  },
};
