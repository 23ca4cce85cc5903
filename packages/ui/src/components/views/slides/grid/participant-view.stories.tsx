import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import type { LiveState } from '@readyteams/activities/live';
import { announcesAgain, LivePhone, participantArgs, saved } from '../../../../stories/participant';
import { onPhoneEveryControlATouchTarget } from '../../../../stories/touch-targets';
import { loadParticipantScreens, ParticipantPage } from '../../../live/participant-view';
import { gridState } from './fixtures';

// The 2x2 grid slide on a participant's phone; the phone's other screens are in live/participant-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Participant/Grid',
  component: ParticipantPage,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // The slide types' screens are chunks of their own, loaded in the lobby: here before the story renders.
  loaders: [() => loadParticipantScreens()],
  args: participantArgs,
} satisfies Meta<typeof ParticipantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each item's x and y as the phone shows them, in the author's order ('–': not placed yet). */
const places = (canvas: ReturnType<typeof within>) =>
  [0, 1, 2, 3].map(
    (item) =>
      `${canvas.getByTestId(`grid-${item}-x`).textContent},${canvas.getByTestId(`grid-${item}-y`).textContent}`,
  );

/** A grid slide as it comes up: every item in the middle, none placed, Send refused until all are. */
export const Grid: Story = {
  args: { state: gridState() },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Which ideas are worth the effort?' }),
    ).toBeInTheDocument();
    await expect(places(canvas)).toEqual(['–,–', '–,–', '–,–', '–,–']);
    await expect(canvas.getByTestId('grid-placed')).toHaveTextContent('0 of 4 items placed');
    const slider = canvas.getByRole('slider', { name: 'Effort for New CRM' });
    await expect(slider).toHaveValue('50');
    await expect(slider).toHaveAttribute('aria-valuetext', 'Not placed yet');
    await expect(canvas.getByRole('slider', { name: 'Impact for New CRM' })).toBeInTheDocument();
    const send = canvas.getByRole('button', { name: 'Send placement' });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await expect(send).toHaveAccessibleDescription(/Move the sliders of every item to send your placement\./);
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'New 2x2 grid question: Which ideas are worth the effort?',
    );
  },
};

/**
 * The placement by keyboard only: a slider's arrows move a step, Page Up ten, Home and End to the ends; each item
 * placed is counted and said; Send is refused until every item is placed, then sends every item's x and y in the
 * author's order, and can send a change again.
 */
export const GridByKeyboard: Story = {
  args: { state: gridState() },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByTestId('live-announcer');
    const slider = (axis: string, item: string) =>
      canvas.getByRole('slider', { name: `${axis} for ${item}` });

    slider('Effort', 'Weekly check-ins').focus();
    await userEvent.keyboard('{PageDown}{PageDown}{PageDown}{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(region).toHaveTextContent('1 of 4 items placed'));
    await expect(slider('Effort', 'Weekly check-ins')).toHaveAttribute(
      'aria-valuetext',
      '18 of 100, from Low to High',
    );
    slider('Impact', 'Weekly check-ins').focus();
    await userEvent.keyboard('{End}');

    const send = canvas.getByRole('button', { name: 'Send placement' });
    // Refused while an item is not placed: nothing is sent.
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).not.toHaveBeenCalled();

    slider('Effort', 'New CRM').focus();
    await userEvent.keyboard('{End}');
    slider('Impact', 'New CRM').focus();
    await userEvent.keyboard('{PageUp}{ArrowUp}');
    slider('Impact', 'Shared playbook').focus();
    await userEvent.keyboard('{Home}');
    // Moving and moving back still places an item: the middle is a place of its own.
    slider('Effort', 'Customer panel').focus();
    await userEvent.keyboard('{ArrowRight}{ArrowLeft}');
    await waitFor(() => expect(region).toHaveTextContent('4 of 4 items placed'));
    await expect(places(canvas)).toEqual(['18,100', '100,61', '50,0', '50,50']);

    await expect(send).toHaveAttribute('aria-disabled', 'false');
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(7, 0, '18,100;100,61;50,0;50,50');
    await waitFor(() => expect(region).toHaveTextContent(saved));
    // Sent: nothing to send again until a place changes; the button keeps the focus.
    const update = canvas.getByRole('button', { name: 'Update placement' });
    await expect(update).toHaveFocus();
    await expect(update).toHaveAttribute('aria-disabled', 'true');
    slider('Effort', 'Shared playbook').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(update).toHaveAttribute('aria-disabled', 'false');
    const before = region.textContent;
    update.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(7, 0, '18,100;100,61;51,0;50,50');
    await announcesAgain(region, before, saved);
  },
};

/** By touch: a slider dragged (or its track tapped) moves to where the thumb lets go. */
export const GridByTouch: Story = {
  args: { state: gridState() },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const drag = (name: string, to: number) =>
      fireEvent.change(canvas.getByRole('slider', { name }), { target: { value: String(to) } });
    drag('Effort for Weekly check-ins', 20);
    drag('Impact for Weekly check-ins', 85);
    drag('Effort for New CRM', 90);
    drag('Impact for Shared playbook', 30);
    await expect(canvas.getByTestId('grid-placed')).toHaveTextContent('3 of 4 items placed');
    drag('Effort for Customer panel', 70);
    await expect(canvas.getByTestId('grid-placed')).toHaveTextContent('4 of 4 items placed');
    await userEvent.click(canvas.getByRole('button', { name: 'Send placement' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(7, 0, '20,85;90,50;50,30;70,50');
  },
};

/** Back on the slide (a rejoin): the placement the phone sent, every item placed, saved; Update waits for a change. */
export const GridSent: Story = {
  args: {
    state: gridState(),
    answers: { '7:0': '20,85;90,50;50,30;70,50' },
    statuses: { '7:0': { state: 'saved' } },
  },
  play: async ({ canvas }) => {
    await expect(places(canvas)).toEqual(['20,85', '90,50', '50,30', '70,50']);
    await expect(canvas.getByTestId('grid-placed')).toHaveTextContent('4 of 4 items placed');
    await expect(canvas.getByRole('button', { name: 'Update placement' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(saved)).toBeInTheDocument();
  },
};

/** The server refused the placement (a phone out of date, say): its message under Send, and said. */
export const GridRefused: Story = {
  args: {
    state: gridState(),
    answers: {},
    statuses: {
      '7:0': {
        state: 'error',
        message: 'Place every item on both axes, each at a whole number from 0 to 100.',
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Place every item on both axes, each at a whole number from 0 to 100.'),
    ).toBeInTheDocument();
  },
};

/**
 * In Arabic the sliders run from the right (their low end there, as the presenter's x axis): the left arrow moves an
 * item towards the high end.
 */
export const GridArabic: Story = {
  args: { state: gridState() },
  globals: { locale: 'ar', viewport: { value: 'phone320', isRotated: false } },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const slider = canvas.getByRole('slider', { name: /Effort.*لـ.*New CRM/ });
    slider.focus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveValue('52');
    await expect(slider).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/^52 من 100، من .*Low.* إلى .*High/),
    );
    await expect(canvas.getByTestId('grid-placed')).toHaveTextContent(/وُضع .*1.* من 4 عناصر/);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsGrid = phoneTargets(gridState());
