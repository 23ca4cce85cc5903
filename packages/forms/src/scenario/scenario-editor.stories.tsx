import type { SlideWriteOf } from '@readyteams/activities/live';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { enter, label } from '../test/story-helpers';
import { ScenarioEditor } from './scenario-editor';
import { scenarioToFormValues, type ScenarioPayload, type ScenarioRead } from './scenario-mappers';
import { emptySlide } from './slide-schema';

const meta = {
  title: 'Forms/Scenario/ScenarioEditor',
  component: ScenarioEditor,
  tags: ['no-visual'],
  args: {
    categories: [
      { value: '1', label: 'Customer Service' },
      { value: '2', label: 'Leadership' },
    ],
    tags: [
      { value: '1', label: 'phone' },
      { value: '2', label: 'conflict' },
    ],
    companies: [{ value: '4', label: 'Acme Health' }],
    today: new Date(2026, 0, 15),
    uploadFile: fn(async (file: File) => `https://cdn.example.com/uploads/${file.name}`),
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof ScenarioEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const page = () => within(document.body);
const card = (root: HTMLElement, number: number) =>
  within(within(root).getByRole('group', { name: new RegExp(`^Slide ${number}\\b`) }));
const payloadOf = (onSubmit: unknown) =>
  (onSubmit as { mock: { calls: [ScenarioPayload][] } }).mock.calls[0]![0];

async function fillPublishStep(canvas: Canvas, userEvent: User) {
  await enter(userEvent, canvas.getByLabelText(label('Title')), 'Handling a difficult customer');
  await userEvent.click(canvas.getByLabelText(label('Category')));
  await userEvent.click(await page().findByRole('option', { name: 'Customer Service' }));
  await userEvent.click(canvas.getByLabelText(label('Tags')));
  await userEvent.click(await page().findByRole('option', { name: 'phone' }));
  await userEvent.click(await page().findByRole('option', { name: 'conflict' }));
  await userEvent.keyboard('{Escape}');
  await enter(
    userEvent,
    canvas.getByLabelText(label('One-sentence description (10-90 characters)')),
    'A customer escalates on the phone.',
  );
  await enter(
    userEvent,
    canvas.getByLabelText(label('Script')),
    'Watch the call, then decide what you would do.',
  );
  await userEvent.click(canvas.getByLabelText('Customer / Source'));
  await userEvent.click(await page().findByRole('option', { name: 'Acme Health' }));
  await enter(userEvent, canvas.getByLabelText(label('Author Name')), 'Ana Lee');
  await enter(userEvent, canvas.getByLabelText(label('Author Email')), 'ana@example.com');
}

const publishFields = {
  title: 'Handling a difficult customer',
  category: '1',
  tags: ['1', '2'],
  description: 'A customer escalates on the phone.',
  script: 'Watch the call, then decide what you would do.',
  customer: '4',
  authorName: 'Ana Lee',
  authorEmail: 'ana@example.com',
};

/**
 * Back keeps both steps: the slides typed in step 1 and the fields filled in step 2 (filled here as a user
 * would; the publish form's own stories cover each field).
 */
export const BackKeepsEverything: Story = {
  args: {
    defaultValues: {
      slides: [
        emptySlide({
          slideType: 'video',
          title: 'Welcome',
          script: 'Hi',
          video: 'https://cdn.example.com/w.mp4',
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await enter(userEvent, card(canvasElement, 1).getByLabelText(label('Title')), ' everyone');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Publish Scenario' })).toBeVisible();
    await fillPublishStep(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New Scenario' })).toBeVisible();
    await expect(card(canvasElement, 1).getByLabelText(label('Title'))).toHaveValue('Welcome everyone');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await canvas.findByLabelText(label('Title'))).toHaveValue('Handling a difficult customer');
    await expect(canvas.getByLabelText(label('Author Email'))).toHaveValue('ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(payloadOf(args.onSubmit)).toMatchObject({
      ...Object.fromEntries(
        Object.entries(publishFields).filter(([key]) => !['category', 'tags', 'customer'].includes(key)),
      ),
      categoryId: 1,
      tags: [1, 2],
      source: 4,
      slides: [{ title: 'Welcome everyone', slideType: 'video', order: 1 }],
    });
  },
};

/**
 * A new scenario from the default template: the videos are chosen and the empty video slide filled, then
 * Publish uploads the files first and sends the contract's scenario body: status 'draft', isDemo false,
 * rating 0, ids as numbers, poll answers keyed 'option N', discussion questions as strings.
 */
export const CreateFromTemplate: Story = {
  args: { defaultValues: publishFields },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    for (const [number, name] of [
      [1, 'welcome.mp4'],
      [2, 'scenario.mp4'],
      [4, 'best-practices.mp4'],
    ] as const) {
      await userEvent.upload(
        card(canvasElement, number).getByLabelText('Upload Video File'),
        new File(['v'], name, { type: 'video/mp4' }),
      );
    }
    await enter(userEvent, card(canvasElement, 2).getByLabelText(label('Title')), 'The call');
    await enter(
      userEvent,
      card(canvasElement, 2).getByLabelText(label('Script')),
      'Play the call recording.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Publish Scenario' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.uploadFile).toHaveBeenCalledTimes(3);
    const payload = payloadOf(args.onSubmit);
    await expect(payload).toMatchObject({
      title: 'Handling a difficult customer',
      description: 'A customer escalates on the phone.',
      script: 'Watch the call, then decide what you would do.',
      status: 'draft',
      isDemo: false,
      rating: 0,
      isPublic: false,
      thumbNailUrl: null,
      authorName: 'Ana Lee',
      authorEmail: 'ana@example.com',
      notes: '',
      categoryId: 1,
      tags: [1, 2],
      source: 4,
      resources: [],
    });
    await expect(payload.slides.map((slide) => [slide.order, slide.slideType, slide.title])).toEqual([
      [1, 'video', 'Welcome'],
      [2, 'video', 'The call'],
      [3, 'poll', 'What would you do?'],
      [4, 'video', 'Discussion Time: Best Practices'],
      [5, 'discussion', 'Discussion Questions'],
      [6, 'poll-results', 'Poll Results'],
      [7, 'poll', 'Closing Questions'],
    ]);
    await expect(payload.slides[1]).toEqual({
      title: 'The call',
      slideType: 'video',
      order: 2,
      videoUrl: 'https://cdn.example.com/uploads/scenario.mp4',
      script: 'Play the call recording.',
    });
    const discussion = payload.slides[4] as SlideWriteOf<'discussion'>;
    await expect(discussion.questions).toHaveLength(3);
    await expect(typeof discussion.questions?.[0]).toBe('string');
    await expect(payload.slides[5]).toMatchObject({
      slideType: 'poll-results',
      pollTitle: 'What would you do?',
    });
    const closing = payload.slides[6] as SlideWriteOf<'poll'>;
    await expect(closing).toMatchObject({
      slideType: 'poll',
      type: 'closing question',
      script: 'Please answer a few closing questions about this session.',
    });
    await expect(closing.questions?.[0]).toEqual({
      question: 'How applicable was this scenario to your work?',
      type: 'single-choice',
      layoutType: 'scale',
      answers: {
        options: [
          { 'option 1': 'Not at all applicable' },
          { 'option 2': 'Slightly applicable' },
          { 'option 3': 'Moderately applicable' },
          { 'option 4': 'Very applicable' },
          { 'option 5': 'Extremely applicable' },
        ],
      },
    });
    await expect(closing.questions?.[4]).toMatchObject({ type: 'single-choice', layoutType: 'nps' });
    await expect(closing.questions?.[5]).toMatchObject({ type: 'free-text', answers: { options: [] } });
    // Publish success starts over.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New Scenario' })).toBeVisible();
  },
};

const stored: ScenarioRead = {
  id: 5,
  title: 'Handling a difficult customer',
  description: 'A customer escalates on the phone.',
  script: 'Watch the call, then decide what you would do.',
  isPublic: true,
  thumbNailUrl: 'https://cdn.example.com/uploads/cover.png',
  authorName: 'Ana Lee',
  authorEmail: 'ana@example.com',
  notes: null,
  categoryId: 1,
  category: { id: 1, category: 'Customer Service' },
  source: null,
  company: null,
  tags: [{ id: 2, tag: 'conflict' }],
  resources: [
    { id: 8, title: 'Guide', linkUrl: 'https://example.org/guide.pdf', type: 'pdf', description: 'Read it' },
  ],
  slides: [
    {
      id: 21,
      slideType: 'video',
      title: 'Welcome',
      order: 1,
      questions: [],
      script: 'Hello',
      videoUrl: 'https://cdn.example.com/w.mp4',
    },
    {
      id: 22,
      slideType: 'poll',
      title: 'What would you do?',
      order: 2,
      type: 'scenario',
      script: 'Pick one',
      revealMode: 'threshold',
      revealThreshold: 8,
      showAnswerCount: false,
      questions: [
        {
          question: 'First move?',
          type: 'single-choice',
          layoutType: null,
          answers: {
            options: [
              { option: 'option 1', answer: 'Listen' },
              { option: 'option 2', answer: 'Escalate' },
            ],
          },
        },
      ],
    },
  ],
};

/** Editing a stored scenario: its read form is loaded, and the PATCH body keeps slide and resource ids. */
export const EditStored: Story = {
  args: { mode: 'edit', defaultValues: scenarioToFormValues(stored) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Edit Scenario: Handling a difficult customer' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(args.uploadFile).not.toHaveBeenCalled();
    await expect(payloadOf(args.onSubmit)).toEqual({
      title: 'Handling a difficult customer',
      description: 'A customer escalates on the phone.',
      script: 'Watch the call, then decide what you would do.',
      isPublic: true,
      thumbNailUrl: 'https://cdn.example.com/uploads/cover.png',
      authorName: 'Ana Lee',
      authorEmail: 'ana@example.com',
      notes: '',
      categoryId: 1,
      tags: [2],
      source: null,
      resources: [
        {
          id: 8,
          title: 'Guide',
          linkUrl: 'https://example.org/guide.pdf',
          type: 'pdf',
          description: 'Read it',
        },
      ],
      slides: [
        {
          id: 21,
          title: 'Welcome',
          slideType: 'video',
          order: 1,
          videoUrl: 'https://cdn.example.com/w.mp4',
          script: 'Hello',
        },
        {
          id: 22,
          title: 'What would you do?',
          slideType: 'poll',
          order: 2,
          type: 'scenario',
          script: 'Pick one',
          questions: [
            {
              question: 'First move?',
              type: 'single-choice',
              answers: { options: [{ 'option 1': 'Listen' }, { 'option 2': 'Escalate' }] },
            },
          ],
          revealMode: 'threshold',
          revealThreshold: 8,
          showAnswerCount: false,
        },
      ],
    });
  },
};

/** A failed save shows 'Failed to submit scenario' and keeps the uploads, so a retry does not upload again. */
export const ServerError: Story = {
  args: {
    mode: 'edit',
    defaultValues: {
      ...scenarioToFormValues(stored),
      thumbnail: new File(['png'], 'new-cover.png', { type: 'image/png' }),
    },
    onSubmit: fn(async () => {
      throw Object.assign(new Error('API Error'), { status: 500 });
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Failed to submit scenario')).toHaveAttribute('role', 'alert');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(2));
    await expect(args.uploadFile).toHaveBeenCalledTimes(1);
  },
};

/** The upload a story holds open: it reports progress and finishes when the story says so. */
const heldUpload = {
  report: (_fraction: number) => {},
  finish: (_url: string) => {},
};

/**
 * Publish with a large video: while it uploads, the form names the file and shows how far it has got (the upload
 * client's progress), not only 'Publishing...'; once it is up, the scenario is saved and the bar goes.
 */
export const UploadProgress: Story = {
  args: {
    defaultValues: {
      ...publishFields,
      slides: [
        emptySlide({
          slideType: 'video',
          title: 'Welcome',
          script: 'Hi',
          video: new File(['v'], 'welcome-4k.mp4', { type: 'video/mp4' }),
        }),
      ],
    },
    uploadFile: fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<string>((resolve) => {
          heldUpload.report = onProgress;
          heldUpload.finish = resolve;
        }),
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Uploading welcome-4k.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    heldUpload.report(0.45);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '45'));
    await expect(canvas.getByText('45%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publishing...' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    heldUpload.finish('https://cdn.example.com/uploads/welcome-4k.mp4');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(payloadOf(args.onSubmit).slides[0]).toMatchObject({
      videoUrl: 'https://cdn.example.com/uploads/welcome-4k.mp4',
    });
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
