import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { chooseByKeyboard, dragByKeyboard, expectFieldError, label, tabTo } from '../test/story-helpers';
import { inEnglish } from '../test/english';
import { DECISION_MESSAGES } from './branching';
import { toSlidesSent } from './scenario-mappers';
import { SlideEditor } from './slide-editor';
import { emptySlide, type SlideValues } from './slide-schema';

/** The branching rules' messages as the stories read them (English). */
const M = Object.fromEntries(
  Object.entries(DECISION_MESSAGES).map(([key, id]) => [key, inEnglish(id)]),
) as typeof DECISION_MESSAGES;

/**
 * Branching scenarios (issue 17): a decision slide, its options' paths indented under it in the outline, the map,
 * reordering within the main line or within a path, and the path rules' messages.
 */
const meta = {
  title: 'Forms/Scenario/SlideEditor/Branching',
  component: SlideEditor,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SlideEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const card = (root: HTMLElement, number: number) =>
  within(within(root).getByRole('group', { name: new RegExp(`^Slide ${number}\\b`) }));
const option = (root: HTMLElement, number: number, letter: string) =>
  within(card(root, number).getByRole('group', { name: `Option ${letter}` }));
const path = (root: HTMLElement, heading: string) =>
  within(within(root).getByRole('region', { name: heading }));
const submitted = (onSubmit: unknown) =>
  (onSubmit as { mock: { calls: [{ slides: SlideValues[] }][] } }).mock.calls[0]![0].slides;
const headings = (root: HTMLElement) =>
  within(root)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const discussion = (title: string, pathOption: number | null = null) =>
  emptySlide({ slideType: 'discussion', title, pathOption });
const decision = (title: string, options: { label: string; rejoinAt: number | null }[]) =>
  emptySlide({ slideType: 'decision', title, script: 'The customer raises their voice.', options });

/** 0 Intro, 1 decision (A: 2 a1, 3 a2, 4 a3 -> 6 Wrap-up; B: 5 b1 -> end), 6 Wrap-up, 7 Extra. */
const branchingSlides = (): SlideValues[] => [
  discussion('Intro'),
  decision('The customer shouts', [
    { label: 'Listen first', rejoinAt: 6 },
    { label: 'Escalate', rejoinAt: null },
  ]),
  discussion('Hear them out', 0),
  discussion('Name the feeling', 0),
  discussion('Offer a next step', 0),
  discussion('Call the manager', 1),
  discussion('Wrap-up'),
  discussion('Extra'),
];

/**
 * The authoring walk by keyboard only (Tab, Enter, Space, arrows; no pointer): a new decision slide with two
 * options, moved above the last slide, one option rejoining it and the other ending the scenario, slides added to
 * both paths, one path reordered, and the scenario completed.
 */
export const AuthorByKeyboard: Story = {
  args: {
    defaultValues: {
      slides: [
        emptySlide({
          slideType: 'discussion',
          title: 'Welcome',
          discussionQuestions: [{ text: 'What do you expect?' }],
        }),
        emptySlide({
          slideType: 'discussion',
          title: 'Wrap-up',
          discussionQuestions: [{ text: 'What now?' }],
        }),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const type = (text: string) => userEvent.keyboard(text);

    // A new slide takes the focus: its type is chosen by keyboard.
    await tabTo(userEvent, canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(card(canvasElement, 3).getByLabelText(label('Slide Type'))).toHaveFocus());
    await chooseByKeyboard(userEvent, 'Decision');

    await tabTo(userEvent, card(canvasElement, 3).getByLabelText(label('Title')));
    await type('The customer shouts');
    await tabTo(userEvent, card(canvasElement, 3).getByLabelText(label('Situation')));
    await type('A customer calls back, angry about a late refund.');
    await tabTo(userEvent, option(canvasElement, 3, 'A').getByLabelText(label('Label')));
    await type('Listen first');
    await tabTo(userEvent, option(canvasElement, 3, 'B').getByLabelText(label('Label')));
    await type('Escalate');
    // At the end of the scenario, both paths end it.
    await expect(option(canvasElement, 3, 'A').getByLabelText(label('Then'))).toHaveTextContent(
      'End the scenario',
    );
    // The road not taken is shown by default; Space turns it off.
    const roadNotTaken = card(canvasElement, 3).getByRole('switch', { name: 'Show the road not taken' });
    await expect(roadNotTaken).toBeChecked();
    await tabTo(userEvent, roadNotTaken);
    await userEvent.keyboard(' ');
    await expect(roadNotTaken).not.toBeChecked();

    // The decision moves above Wrap-up (main line, by keyboard); option A rejoins Wrap-up.
    const handle = canvas.getByRole('button', { name: 'Reorder slide 3' });
    await tabTo(userEvent, handle, { shift: true });
    await dragByKeyboard(userEvent, handle, -1);
    await waitFor(() =>
      expect(headings(canvasElement)).toEqual(['Slide 1Discussion', 'Slide 2Decision', 'Slide 3Discussion']),
    );
    await tabTo(userEvent, option(canvasElement, 2, 'A').getByLabelText(label('Then')));
    await chooseByKeyboard(userEvent, 'Rejoin at: Wrap-up');

    // Slides added to each path open with the focus on their type; a path slide cannot be a decision.
    const addTo = async (heading: string, title: string, number: number) => {
      await tabTo(
        userEvent,
        path(canvasElement, heading).getByRole('button', { name: 'Add a slide to this path' }),
      );
      await userEvent.keyboard('{Enter}');
      const slideType = card(canvasElement, number).getByLabelText(label('Slide Type'));
      await waitFor(() => expect(slideType).toHaveFocus());
      await chooseByKeyboard(userEvent, 'Discussion');
      await tabTo(userEvent, card(canvasElement, number).getByLabelText(label('Title')));
      await type(title);
    };
    await expect(
      path(canvasElement, 'Option A: Listen first').getByText('No slides in this path yet.'),
    ).toBeVisible();
    await addTo('Option A: Listen first', 'Hear them out', 3);
    await addTo('Option A: Listen first', 'Name the feeling', 4);
    await addTo('Option B: Escalate', 'Call the manager', 5);
    await expect(
      path(canvasElement, 'Option A: Listen first').getByText(
        'Then back to the main line at slide 6: Wrap-up.',
      ),
    ).toBeVisible();
    await expect(
      path(canvasElement, 'Option B: Escalate').getByText('Then the scenario ends.'),
    ).toBeVisible();

    // Within path A, Name the feeling moves first.
    const pathHandle = canvas.getByRole('button', { name: 'Reorder slide 4' });
    await tabTo(userEvent, pathHandle, { shift: true });
    await dragByKeyboard(userEvent, pathHandle, -1);
    await waitFor(() =>
      expect(card(canvasElement, 3).getByLabelText(label('Title'))).toHaveValue('Name the feeling'),
    );

    await tabTo(userEvent, canvas.getByRole('button', { name: 'Complete Scenario' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      { title: 'Welcome', slideType: 'discussion', order: 1, questions: ['What do you expect?'] },
      {
        title: 'The customer shouts',
        slideType: 'decision',
        order: 2,
        script: 'A customer calls back, angry about a late refund.',
        options: [
          { label: 'Listen first', rejoinAt: 5 },
          { label: 'Escalate', rejoinAt: null },
        ],
        showRoadNotTaken: false,
      },
      { title: 'Name the feeling', slideType: 'discussion', order: 3, pathOption: 0, questions: [] },
      { title: 'Hear them out', slideType: 'discussion', order: 4, pathOption: 0, questions: [] },
      { title: 'Call the manager', slideType: 'discussion', order: 5, pathOption: 1, questions: [] },
      { title: 'Wrap-up', slideType: 'discussion', order: 6, questions: ['What now?'] },
    ]);
  },
};

/**
 * The outline of a branching scenario: the paths indented under their decision by option, where each goes after its
 * last slide, the map, and the decision's summary once it is done.
 */
export const Outline: Story = {
  args: { mode: 'edit', scenarioTitle: 'A late refund', defaultValues: { slides: branchingSlides() } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const a = path(canvasElement, 'Option A: Listen first');
    await expect(
      within(a.getByRole('list', { name: 'Option A path' }))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Slide 3Discussion', 'Slide 4Discussion', 'Slide 5Discussion']);
    await expect(a.getByText('Then back to the main line at slide 7: Wrap-up.')).toBeVisible();
    await expect(
      path(canvasElement, 'Option B: Escalate').getByText('Then the scenario ends.'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: /^Main line: 1, 2, 7, 8\./ })).toHaveAccessibleName(
      'Main line: 1, 2, 7, 8. Slide 2, a decision: option A (Listen first) takes slides 3 to 5, then rejoins at ' +
        'slide 7; option B (Escalate) takes slide 6, then ends the scenario.',
    );
    // The Then select offers the main-line slides after the paths, and the end.
    await userEvent.click(option(canvasElement, 2, 'B').getByLabelText(label('Then')));
    await expect(
      page()
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['Rejoin at: Wrap-up', 'Rejoin at: Extra', 'End the scenario']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Done editing slide 2' }));
    await expect(await card(canvasElement, 2).findByText('2 options: Listen first · Escalate')).toBeVisible();
  },
};

/**
 * Reordering keeps a slide where it is in the outline: within its path (never out of it), and on the main line
 * (a decision moves with its paths); each path still rejoins the slide it named, and the rules follow the new order.
 */
export const ReorderWithinPaths: Story = {
  args: { defaultValues: { slides: branchingSlides() } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const titles = () =>
      within(canvasElement)
        .getAllByLabelText(label('Title'))
        .map((input) => (input as HTMLInputElement).value);
    // Within path A: slide 4 down one.
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 4' }), 1);
    await waitFor(() =>
      expect(titles().slice(2, 5)).toEqual(['Hear them out', 'Offer a next step', 'Name the feeling']),
    );
    // The last slide of path A cannot leave it.
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 5' }), 2);
    await expect(titles()).toEqual([
      'Intro',
      'The customer shouts',
      'Hear them out',
      'Offer a next step',
      'Name the feeling',
      'Call the manager',
      'Wrap-up',
      'Extra',
    ]);
    // Main line: Extra above Wrap-up; path A still rejoins Wrap-up, now slide 8.
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 8' }), -1);
    await waitFor(() => expect(titles().slice(6)).toEqual(['Extra', 'Wrap-up']));
    await expect(
      path(canvasElement, 'Option A: Listen first').getByText(
        'Then back to the main line at slide 8: Wrap-up.',
      ),
    ).toBeVisible();
    // Main line: the decision with its paths above Intro.
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Reorder slide 2' }), -1);
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(['The customer shouts', 'Hear them out']));

    // Now both paths skip Intro and Extra (A rejoins Wrap-up, B ends): the rules say so until A rejoins Intro.
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await card(canvasElement, 6).findByRole('alert')).toHaveTextContent(M.unreachable);
    await expect(card(canvasElement, 7).getByRole('alert')).toHaveTextContent(M.unreachable);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(option(canvasElement, 1, 'A').getByLabelText(label('Then')));
    await userEvent.click(await page().findByRole('option', { name: 'Rejoin at: Intro' }));
    await waitFor(() => expect(canvas.queryByText(M.unreachable)).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const sent = toSlidesSent(submitted(args.onSubmit));
    await expect(sent.map((slide) => [slide.title, slide.pathOption ?? null])).toEqual([
      ['The customer shouts', null],
      ['Hear them out', 0],
      ['Offer a next step', 0],
      ['Name the feeling', 0],
      ['Call the manager', 1],
      ['Intro', null],
      ['Extra', null],
      ['Wrap-up', null],
    ]);
    await expect(sent[0]).toMatchObject({
      options: [
        { label: 'Listen first', rejoinAt: 5 },
        { label: 'Escalate', rejoinAt: null },
      ],
    });
  },
};

/**
 * Options: a third is added (its label takes the focus, its path goes back after the paths), then one is removed
 * with its path (the later options move up a letter).
 */
export const AddAndRemoveOptions: Story = {
  args: { defaultValues: { slides: branchingSlides() } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(card(canvasElement, 2).getByRole('button', { name: 'Add Option' }));
    const labelC = option(canvasElement, 2, 'C').getByLabelText(label('Label'));
    await waitFor(() => expect(labelC).toHaveFocus());
    await userEvent.keyboard('Apologise');
    await expect(option(canvasElement, 2, 'C').getByLabelText(label('Then'))).toHaveTextContent(
      'Rejoin at: Wrap-up',
    );
    await expect(
      path(canvasElement, 'Option C: Apologise').getByText('No slides in this path yet.'),
    ).toBeVisible();
    await userEvent.click(
      path(canvasElement, 'Option C: Apologise').getByRole('button', { name: 'Add a slide to this path' }),
    );
    // A path slide is never a decision.
    await userEvent.click(card(canvasElement, 7).getByLabelText(label('Slide Type')));
    await expect(page().queryByRole('option', { name: 'Decision' })).toBeNull();
    await userEvent.click(await page().findByRole('option', { name: 'Discussion' }));
    await userEvent.type(card(canvasElement, 7).getByLabelText(label('Title')), 'Say sorry');
    // Four options at most.
    await userEvent.click(card(canvasElement, 2).getByRole('button', { name: 'Add Option' }));
    await expect(card(canvasElement, 2).queryByRole('button', { name: 'Add Option' })).toBeNull();
    await userEvent.click(
      card(canvasElement, 2).getByRole('button', { name: 'Remove option D and its path' }),
    );
    await waitFor(() =>
      expect(card(canvasElement, 2).getByRole('button', { name: 'Add Option' })).toHaveFocus(),
    );

    // Removing A deletes its three slides; B and C become A and B.
    await userEvent.click(
      card(canvasElement, 2).getByRole('button', { name: 'Remove option A and its path' }),
    );
    await expect(await canvas.findByRole('region', { name: 'Option A: Escalate' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Option B: Apologise' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const sent = toSlidesSent(submitted(args.onSubmit));
    await expect(sent.map((slide) => [slide.title, slide.pathOption ?? null])).toEqual([
      ['Intro', null],
      ['The customer shouts', null],
      ['Call the manager', 0],
      ['Say sorry', 1],
      ['Wrap-up', null],
      ['Extra', null],
    ]);
    await expect(sent[1]).toMatchObject({
      options: [
        { label: 'Escalate', rejoinAt: null },
        { label: 'Apologise', rejoinAt: 4 },
      ],
    });
  },
};

/** A decision's own messages: its title, 2 to 4 options, each option's label, path and rejoin. */
export const DecisionErrors: Story = {
  args: {
    defaultValues: {
      slides: [
        discussion('Welcome'),
        emptySlide({ slideType: 'decision', options: [{ label: '', rejoinAt: 0 }] }),
        discussion('Wrap-up'),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    const slide = canvas.getByRole('group', { name: /^Slide 2\b/ });
    await expectFieldError(slide, 'Title', M.title);
    await expect(within(slide).getByRole('group', { name: 'Options' })).toHaveAccessibleDescription(
      M.optionCount,
    );
    const optionA = canvas.getByRole('group', { name: 'Option A' });
    await expectFieldError(optionA, 'Label', M.label);
    await expectFieldError(optionA, 'Then', M.rejoin);
    const pathA = path(canvasElement, 'Option A: no label yet');
    await expect(pathA.getByRole('alert')).toHaveTextContent(M.emptyPath);
    await expect(pathA.getByRole('button', { name: 'Add a slide to this path' })).toHaveAccessibleDescription(
      `Option A: no label yet ${M.emptyPath}`,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Once submitted, the messages follow each change: a second option clears the count.
    await userEvent.click(within(slide).getByRole('button', { name: 'Add Option' }));
    await waitFor(() => expect(within(slide).queryByText(M.optionCount)).toBeNull());
  },
};

/**
 * The rules over the list: a main-line slide every option skips, a path slide that follows no decision, and a
 * decision inside a path.
 */
export const PathErrors: Story = {
  args: {
    defaultValues: {
      slides: [
        decision('First call', [
          { label: 'Listen first', rejoinAt: 4 },
          { label: 'Escalate', rejoinAt: 4 },
        ]),
        discussion('Hear them out', 0),
        discussion('Call the manager', 1),
        discussion('Skipped'),
        discussion('Wrap-up'),
        discussion('Stray', 0),
        emptySlide({
          slideType: 'decision',
          title: 'Second call',
          pathOption: 1,
          options: [
            { label: 'Refund', rejoinAt: null },
            { label: 'Voucher', rejoinAt: null },
          ],
        }),
        discussion('Refund it', 0),
        discussion('Offer a voucher', 1),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await card(canvasElement, 4).findByRole('alert')).toHaveTextContent(M.unreachable);
    await expect(card(canvasElement, 6).getByRole('alert')).toHaveTextContent(M.grouped);
    await expect(card(canvasElement, 7).getByRole('alert')).toHaveTextContent(M.nested);
    // The stray slide shows apart from any path.
    await expect(canvas.getByRole('group', { name: 'Slides after slide 5 in no path' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Deleting the skipped slide and the stray clears their messages.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete slide 6' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete slide 4' }));
    await waitFor(() => expect(canvas.queryByText(M.unreachable)).toBeNull());
    await expect(canvas.queryByText(M.grouped)).toBeNull();
    await expect(card(canvasElement, 5).getByRole('alert')).toHaveTextContent(M.nested);
  },
};

/** A decision's optional video: a stored one shows with its captions; Remove Video takes both off. */
export const DecisionVideo: Story = {
  args: {
    defaultValues: {
      slides: [
        {
          ...decision('The customer shouts', [
            { label: 'Listen first', rejoinAt: null },
            { label: 'Escalate', rejoinAt: null },
          ]),
          video: 'https://cdn.example.com/call.mp4',
          captions: 'https://cdn.example.com/uploads/call.vtt',
        },
        discussion('Hear them out', 0),
        discussion('Call the manager', 1),
      ],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const slide = card(canvasElement, 1);
    await expect(slide.getByRole('group', { name: 'Captions (WebVTT)' })).toHaveTextContent('call.vtt');
    await userEvent.click(slide.getByRole('button', { name: 'Remove Video' }));
    await expect(slide.queryByRole('group', { name: 'Captions (WebVTT)' })).toBeNull();
    await expect(slide.queryByRole('button', { name: 'Remove Video' })).toBeNull();
    await waitFor(() => expect(slide.getByRole('button', { name: 'Upload Video File' })).toHaveFocus());
    // The road not taken can be left out.
    await userEvent.click(slide.getByRole('switch', { name: 'Show the road not taken' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const [sent] = toSlidesSent(submitted(args.onSubmit));
    await expect(sent).not.toHaveProperty('videoUrl');
    await expect(sent).not.toHaveProperty('captionsUrl');
    await expect(sent).toMatchObject({ showRoadNotTaken: false });
  },
};
