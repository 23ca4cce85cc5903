import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { LiveState, LiveTally } from '@readyteams/activities/live';
import { HostControlsView, type HostControlsViewProps } from './host-controls-view';
import {
  approvalBoard,
  branchDecision,
  branchingState,
  commitmentState,
  commitmentTally,
  decisionTally,
  discussionTally,
  hostBoard,
  qnaQuestions,
  stateAt,
  tally,
  wordCloudState,
  wordCloudTally,
} from '../../stories/fixtures';
import { hostControlsArgs } from '../../stories/hosts';
import { onPhoneEveryControlATouchTarget } from '../../stories/touch-targets';

const meta = {
  title: 'Screens/Live/Host controls',
  component: HostControlsView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: hostControlsArgs,
} satisfies Meta<typeof HostControlsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stories' clock: it stands still, and moves on only when a play function says so (no story waits on time). */
const storyNow = Date.UTC(2026, 10, 20, 9, 30);

/** What the server pushes next in a running story: a new tally, or the clock moved on. */
let server = { sends: (_tally: LiveTally) => {}, passTime: (_ms: number) => {} };

/**
 * The host controls as the app runs them: a slide the host goes to comes back from the server as the new state (the
 * session keeps its start time), and the server's tallies and clock come from the play function (see server).
 */
function Running(args: HostControlsViewProps) {
  const [state, setState] = useState(args.state);
  const [tally, setTally] = useState(args.tally);
  const [now, setNow] = useState(args.now ?? storyNow);
  server = { sends: setTally, passTime: (ms) => setNow((time) => time + ms) };
  const goto = (slide: number) => {
    args.onGoto(slide);
    setState(stateAt(slide, { startedAt: args.state?.startedAt ?? null }, true));
  };
  return <HostControlsView {...args} state={state} tally={tally} now={now} onGoto={goto} />;
}

export const Lobby: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Lobby')).toBeInTheDocument();
    await expect(canvas.getByTestId('joined-count')).toHaveTextContent('12 participants');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(args.onGoto).toHaveBeenCalledWith(0);
  },
};

export const VideoSlide: Story = {
  args: { state: stateAt(1, {}, true) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Play the video, then pause for questions.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pause' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Play' }));
    await expect(args.onVideo).toHaveBeenCalledWith('play');
    await userEvent.click(canvas.getByRole('button', { name: 'Restart' }));
    await expect(args.onVideo).toHaveBeenCalledWith('restart');
  },
};

export const VideoPlaying: Story = {
  args: {
    state: stateAt(1, { video: { status: 'playing', position: 3, changedAt: 0, captions: true } }, true),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(args.onVideo).toHaveBeenCalledWith('pause');
  },
};

/** A video with captions: the host switches them off for the room, and back on. */
export const VideoCaptions: Story = {
  args: {
    state: stateAt(1, { video: { status: 'playing', position: 3, changedAt: 0, captions: false } }, true),
  },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Captions off' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onVideo).toHaveBeenCalledWith('captions-on');
  },
};

export const PollWithAnswers: Story = {
  args: { state: stateAt(2, {}, true), tally: tally(7, { '2:0': 7 }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('answers-2-0')).toHaveTextContent('7 / 12');
    // What a screen reader hears when the session comes to this slide (the answers arriving, at most every 5 s).
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      /^Slide 3 of \d+: What would you do\?$/,
    );
    const current = canvas
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent('What would you do?');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: /Discussion Questions/ }));
    await expect(args.onGoto).toHaveBeenCalledWith(4);
  },
};

/**
 * The host moves on before the next tally arrives: the last tally still counts the slide before, and nothing of it is
 * said about the new slide, even once the count's 5 s have passed: the first tally of a slide that takes answers is
 * then said at once (a count said in those 5 s would hold it back until they are up again).
 */
export const MovesOnBeforeTheTally: Story = {
  args: { state: stateAt(2, { startedAt: storyNow - 60_000 }, true), tally: tally(7, { '2:0': 7 }) },
  render: Running,
  play: async ({ canvas, userEvent }) => {
    const announcer = canvas.getByTestId('live-announcer');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(announcer).toHaveTextContent(/^Slide 4 of 7: Discussion Time: Best Practices/),
    );
    // The count's 5 s pass with no new tally (the session clock shows they have).
    server.passTime(5_000);
    await waitFor(() => expect(canvas.getByTestId('pacing')).toHaveTextContent('Session 1:05'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^Slide 5 of 7: Discussion Questions/));
    server.sends(tally(2, { '4:0': 2 }));
    await waitFor(() => expect(announcer).toHaveTextContent(/^2 of 12 participants answered/));
  },
};

/** Next pressed with Enter: the new slide is said, and the focus stays on Next for the next press. */
export const NextByKeyboard: Story = {
  args: { state: stateAt(2, {}, true), tally: tally(7, { '2:0': 7 }) },
  render: Running,
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoto).toHaveBeenCalledWith(3);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Discussion Time: Best Practices' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
        /^Slide 4 of 7: Discussion Time: Best Practices/,
      ),
    );
    await expect(next).toHaveFocus();
  },
};

export const WordCloudWords: Story = {
  args: { state: wordCloudState(true), tally: wordCloudTally() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'In a word' })).toBeInTheDocument();
    await expect(canvas.getAllByText('Word cloud').length).toBeGreaterThan(0);
    const words = canvas.getByRole('region', { name: 'Words' });
    await expect(words).toHaveTextContent(/^WordsScary7HideUseful6HideGrowth4Hide/);
  },
};

export const WordCloudHiding: Story = {
  args: {
    state: { ...wordCloudState(true), hiddenWords: ['7:awkward', '2:other slide'] },
    tally: wordCloudTally([
      ['Scary', 7],
      ['Useful', 6],
    ]),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide "Scary"' }));
    await expect(args.onHideWord).toHaveBeenCalledWith(7, 'scary', true);
    // Only this slide's hidden words, each of which can be shown again.
    await expect(canvas.getByText('Hidden from the room')).toBeInTheDocument();
    await expect(canvas.queryByText('other slide')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show "awkward" again' }));
    await expect(args.onHideWord).toHaveBeenCalledWith(7, 'awkward', false);
  },
};

/** A commitment slide on the host's phone: how many of the participants have committed (never what they wrote). */
export const CommitmentCount: Story = {
  args: { state: commitmentState(true), tally: commitmentTally(8) },
  play: async ({ canvas }) => {
    const count = canvas.getByRole('region', { name: 'Commitments' });
    await expect(count).toHaveTextContent('Committed8 of 12 participants');
    await expect(canvas.getAllByText('Commitment').length).toBeGreaterThan(0);
  },
};

/**
 * The discussion slide's board on the host's phone: every post by votes, per question, with what the room does not
 * see marked (hidden by the host, held by the filter) and what is on the presenter screen.
 */
export const DiscussionBoard: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally() },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Board' });
    await expect(within(board).getByTestId('post-count')).toHaveTextContent('6 posts, 1 held by the filter');
    await expect(within(board).getByRole('switch', { name: 'Participants can post' })).toBeChecked();
    await expect(
      within(board)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['1. What went well?', '2. What would you change?', '3. What is your first step?']);
    await expect(
      within(board)
        .getAllByRole('listitem')
        .map((post) => post.textContent),
    ).toEqual([
      'The agent kept a calm voice the whole time.6 votesOn screenHideRemove from screen',
      "Asking for the customer's name early helped.4 votesHideHighlight",
      'This whole exercise is a damn waste of time.0 votesHeld by the filterShow',
      'Step in sooner, before the shouting starts.5 votesOn screenHideRemove from screen',
      'Nothing, the manager should deal with it.1 voteHiddenShowRemove from screen',
      'Agree on a signal with colleagues for when we need help.3 votesHideHighlight',
    ]);
    // 44 px touch targets, one-handed.
    for (const button of within(board).getAllByRole('button', { name: /^(Hide|Show|Highlight|Remove)/ }))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const DiscussionModerating: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally() },
  play: async ({ canvas, userEvent, args }) => {
    const post = (text: string) => canvas.getByText(text).closest('li') as HTMLElement;
    const calm = post('The agent kept a calm voice the whole time.');
    await expect(within(calm).getByRole('button', { name: 'Hide' })).toHaveAccessibleDescription(
      'The agent kept a calm voice the whole time.',
    );
    await userEvent.click(within(calm).getByRole('button', { name: 'Hide' }));
    await expect(args.onModeratePost).toHaveBeenCalledWith(1, 'hide');
    await userEvent.click(within(calm).getByRole('button', { name: 'Remove from screen' }));
    await expect(args.onModeratePost).toHaveBeenCalledWith(1, 'unhighlight');
    const name = post("Asking for the customer's name early helped.");
    await userEvent.click(within(name).getByRole('button', { name: 'Highlight' }));
    await expect(args.onModeratePost).toHaveBeenCalledWith(3, 'highlight');
    // A post the filter held back: the host can show it to the room.
    const held = post('This whole exercise is a damn waste of time.');
    await expect(within(held).queryByRole('button', { name: 'Highlight' })).toBeNull();
    await userEvent.click(within(held).getByRole('button', { name: 'Show' }));
    await expect(args.onModeratePost).toHaveBeenCalledWith(6, 'show');
    const hidden = post('Nothing, the manager should deal with it.');
    await userEvent.click(within(hidden).getByRole('button', { name: 'Show' }));
    await expect(args.onModeratePost).toHaveBeenCalledWith(5, 'show');
  },
};

/** The host turns posting off for this slide (the switch's label is a big target), and on again. */
export const DiscussionPostingSwitch: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Participants can post'));
    await expect(args.onPosting).toHaveBeenCalledWith(4, false);
  },
};

export const DiscussionPostingOff: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally(hostBoard({ postingOpen: false })) },
  play: async ({ canvas, userEvent, args }) => {
    const posting = canvas.getByRole('switch', { name: 'Participants can post' });
    await expect(posting).not.toBeChecked();
    await userEvent.click(posting);
    await expect(args.onPosting).toHaveBeenCalledWith(4, true);
  },
};

export const DiscussionNoPosts: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally(hostBoard({ posts: [], postCount: 0 })) },
  play: async ({ canvas }) => {
    const board = canvas.getByRole('region', { name: 'Board' });
    await expect(within(board).getByTestId('post-count')).toHaveTextContent('0 posts');
    await expect(within(board).getByText('No posts yet.')).toBeInTheDocument();
  },
};

/**
 * The host approves this slide's posts first: the posts waiting for approval on top, oldest first, each approved (shown
 * to the room) or hidden with one tap; the rest by question as before.
 */
export const DiscussionApproveFirst: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally(approvalBoard()) },
  play: async ({ canvas, userEvent, args }) => {
    const board = canvas.getByRole('region', { name: 'Board' });
    await expect(within(board).getByRole('switch', { name: 'Approve posts before they show' })).toBeChecked();
    const waiting = within(board).getByRole('region', { name: '2 posts wait for your approval' });
    await expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((post) => post.textContent),
    ).toEqual([
      'Put the credit in the minutes.0 votesWaiting for approvalApproveHide',
      'Ignore it, nobody cares who had the idea.0 votesWaiting for approvalApproveHide',
    ]);
    // Each post's buttons say which post they act on, 44 px tall.
    const first = within(waiting).getAllByRole('listitem')[0]!;
    const approve = within(first).getByRole('button', { name: 'Approve' });
    await expect(approve).toHaveAccessibleDescription('Put the credit in the minutes.');
    for (const button of within(waiting).getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(approve);
    await expect(args.onModeratePost).toHaveBeenCalledWith(14, 'show');
    const second = within(waiting).getAllByRole('listitem')[1]!;
    await userEvent.click(within(second).getByRole('button', { name: 'Hide' }));
    await expect(args.onModeratePost).toHaveBeenCalledWith(15, 'hide');
    // Not listed again under their questions.
    await expect(within(board).getAllByText('Put the credit in the minutes.')).toHaveLength(1);
    // Back to showing posts as they come.
    await userEvent.click(within(board).getByRole('switch', { name: 'Approve posts before they show' }));
    await expect(args.onFeed).toHaveBeenCalledWith(4, 'as-they-come');
  },
};

/** Posts show as they come (the default) until the host chooses to approve them first. */
export const DiscussionFeedSwitch: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally() },
  play: async ({ canvas, userEvent, args }) => {
    const approveFirst = canvas.getByRole('switch', { name: 'Approve posts before they show' });
    await expect(approveFirst).not.toBeChecked();
    await expect(canvas.queryByRole('region', { name: /wait for your approval/ })).toBeNull();
    // The label is a big target too.
    await userEvent.click(canvas.getByText('Approve posts before they show'));
    await expect(args.onFeed).toHaveBeenCalledWith(4, 'approve-first');
  },
};

/** The phones' reactions, on for the session by default: the host turns them off (and on) from any slide. */
export const ReactionsSwitch: Story = {
  args: { state: stateAt(2, {}, true) },
  play: async ({ canvas, userEvent, args }) => {
    const reactions = canvas.getByRole('region', { name: 'Reactions' });
    const allowed = within(reactions).getByRole('switch', { name: 'Participants can send reactions' });
    await expect(allowed).toBeChecked();
    await userEvent.click(allowed);
    await expect(args.onAllowReactions).toHaveBeenCalledWith(false);
  },
};

export const ReactionsOff: Story = {
  args: { state: stateAt(2, { reactionsAllowed: false }, true) },
  play: async ({ canvas, userEvent, args }) => {
    const allowed = canvas.getByRole('switch', { name: 'Participants can send reactions' });
    await expect(allowed).not.toBeChecked();
    await userEvent.click(canvas.getByText('Participants can send reactions'));
    await expect(args.onAllowReactions).toHaveBeenCalledWith(true);
  },
};

/** The participants' anonymous signals of the last 2 minutes, on the host's phone only (never on the presenter). */
export const RoomPulse: Story = {
  args: { state: stateAt(2, {}, true), tally: { ...tally(), pulse: { lost: 2, 'too-fast': 1, break: 0 } } },
  play: async ({ canvas }) => {
    const pulse = canvas.getByRole('region', { name: 'Room pulse' });
    await expect(pulse).toHaveTextContent(
      "Room pulseLast 2 minutes, anonymousI'm lost2Too fast1Need a break0",
    );
    // Under the threshold (3 of a room of 12): no banner.
    await expect(canvas.queryByTestId('pulse-banner')).toBeNull();
  },
};

/**
 * 3 of a room of 12 lost: a banner at the top of the phone, above the slide's controls (the room's pulse itself is far
 * down the page), said at once; a signal crossing later is said too.
 */
export const PulseBanner: Story = {
  args: {
    state: branchingState(1, {}, true),
    tally: { ...decisionTally(), pulse: { lost: 3, 'too-fast': 1, break: 0 } },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  render: Running,
  play: async ({ canvas }) => {
    const banner = canvas.getByTestId('pulse-banner');
    await expect(banner).toHaveTextContent(/^3 lost in the last 2 minutes$/);
    await expect(banner).toHaveAccessibleName('Room pulse');
    // Above the fold of a 390 x 844 phone, before the slide's heading and its controls.
    await expect(banner.getBoundingClientRect().bottom).toBeLessThan(300);
    const heading = canvas.getByRole('heading', { level: 2, name: branchingState(1).slide!.title });
    await expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const announcer = canvas.getByTestId('live-announcer');

    // A signal crossing its threshold while the host looks is said.
    server.sends({ ...decisionTally(), pulse: { lost: 4, 'too-fast': 3, break: 0 } });
    await waitFor(() =>
      expect(
        within(banner)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['4 lost in the last 2 minutes', "3 say it's too fast in the last 2 minutes"]),
    );
    await waitFor(() =>
      expect(announcer).toHaveTextContent(
        /^4 lost in the last 2 minutes 3 say it's too fast in the last 2 minutes/,
      ),
    );
    // Signals fall out of the 2 minutes: the banner goes.
    server.sends({ ...decisionTally(), pulse: { lost: 1, 'too-fast': 0, break: 0 } });
    await waitFor(() => expect(canvas.queryByTestId('pulse-banner')).toBeNull());
  },
};

/** In a large room the threshold is a tenth of it: 5 of 60 lost is no banner, 6 is. */
export const PulseBannerLargeRoom: Story = {
  args: {
    state: stateAt(2, {}, true),
    tally: { ...tally(), participantCount: 60, pulse: { lost: 5, 'too-fast': 0, break: 0 } },
  },
  render: Running,
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('pulse-banner')).toBeNull();
    server.sends({ ...tally(), participantCount: 60, pulse: { lost: 6, 'too-fast': 0, break: 0 } });
    await expect(await canvas.findByTestId('pulse-banner')).toHaveTextContent('6 lost in the last 2 minutes');
  },
};

/**
 * The facilitator guide comes after the slide's controls, and folds away; folded, it stays so on the next slides
 * until opened again.
 */
export const FacilitatorGuide: Story = {
  args: { state: stateAt(1, {}, true) },
  render: Running,
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Facilitator guide' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const script = canvas.getByText('Play the video, then pause for questions.');
    // The slide's controls first.
    await expect(
      canvas.getByRole('button', { name: 'Play' }).compareDocumentPosition(script) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Play the video, then pause for questions.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await canvas.findByRole('heading', { level: 2, name: 'What would you do?' });
    await expect(canvas.getByRole('button', { name: 'Facilitator guide' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByText('Give everyone a minute to answer.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Facilitator guide' }));
    await expect(canvas.getByText('Give everyone a minute to answer.')).toBeVisible();
  },
};

export const LastSlide: Story = {
  args: { state: stateAt(6, {}, true), tally: tally(3, { '6:0': 3, '6:5': 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByTestId('answers-6-5')).toHaveTextContent('1 / 12');
  },
};

export const EndSession: Story = {
  args: { state: stateAt(6, {}, true) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'End session' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    await expect(args.onEnd).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'End session' }));
    await waitFor(() => expect(args.onEnd).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Ended: Story = {
  args: { state: stateAt(6, { ended: true }, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This session has ended' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Room pulse' })).toBeNull();
  },
};

export const Reconnecting: Story = {
  args: { state: stateAt(2, {}, true), connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connection lost. Reconnecting…')).toBeInTheDocument();
  },
};

export const CommandFailed: Story = {
  args: { state: stateAt(2, {}, true), error: 'The session has ended.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The session has ended.');
  },
};

export const NotAllowed: Story = {
  args: {
    state: null,
    connection: 'refused',
    refusal: { code: 403, message: 'You are not allowed to control this session.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "You can't control this session" })).toBeInTheDocument();
    await expect(
      canvas.getByText(/Open the host controls from the QR code of your session/),
    ).toBeInTheDocument();
  },
};

export const Connecting: Story = {
  args: { state: null, connection: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting to the session…');
  },
};

/** Pacing on the phone: the time on this slide against its suggested time (over it here), the session clock, next. */
export const Pacing: Story = {
  args: {
    now: storyNow,
    state: {
      ...stateAt(2, {}, true),
      slide: { ...stateAt(2, {}, true).slide!, suggestedSeconds: 300 },
      slideStartedAt: storyNow - 6 * 60_000,
      startedAt: storyNow - 20 * 60_000,
    },
  },
  play: async ({ canvas }) => {
    const pacing = canvas.getByTestId('pacing');
    await expect(pacing).toHaveTextContent('On this slide 6:00 of 5:00 (over the suggested time)');
    await expect(pacing).toHaveTextContent('Session 20:00');
    await expect(pacing).toHaveTextContent('Next: Discussion Time: Best Practices');
  },
};

export const PacingWithoutSuggestion: Story = {
  args: {
    now: storyNow,
    state: { ...stateAt(4, {}, true), slideStartedAt: storyNow - 65_000, startedAt: storyNow - 65_000 },
  },
  play: async ({ canvas }) => {
    const pacing = canvas.getByTestId('pacing');
    await expect(pacing).toHaveTextContent('On this slide 1:05Session 1:05');
    await expect(pacing).not.toHaveTextContent('over the suggested time');
  },
};

/** The decision panel: the live split only the host sees, the room's choice, and every option to choose. */
export const DecisionSplit: Story = {
  args: { state: branchingState(1, {}, true), tally: decisionTally() },
  play: async ({ canvas, userEvent, args }) => {
    const vote = canvas.getByRole('region', { name: "The room's vote" });
    await expect(within(vote).getByTestId('vote-count')).toHaveTextContent('12 of 12 participants voted');
    await expect(
      within(vote)
        .getAllByTestId(/^split-/)
        .map((row) => row.textContent),
    ).toEqual([
      'A. Step in (most votes)7 votes (58.3%)',
      'B. Call a manager4 votes (33.3%)',
      'C. Wait and watch1 vote (8.3%)',
    ]);
    const reveal = within(vote).getByRole('switch', { name: /Reveal the vote/ });
    await expect(reveal).not.toBeChecked();
    await expect(within(vote).getByText('Only you see the split.')).toBeInTheDocument();
    await userEvent.click(reveal);
    await expect(args.onRevealDecision).toHaveBeenCalledWith(1, true);

    const follow = within(vote).getByRole('button', { name: "Follow the room's choice" });
    await expect(follow).toHaveAccessibleDescription("The room's choice: A. Step in");
    await userEvent.click(follow);
    await expect(args.onDecide).toHaveBeenLastCalledWith(1);
    // Any other option is an override, marked as such.
    await expect(within(vote).getByRole('button', { name: 'Choose A. Step in' })).toBeInTheDocument();
    await userEvent.click(within(vote).getByRole('button', { name: 'Choose A. Step in' }));
    await expect(args.onDecide).toHaveBeenLastCalledWith(1, 0);
    await expect(
      within(vote).getByRole('button', { name: 'Choose C. Wait and watch (override)' }),
    ).toBeVisible();
    // Next waits for the decision.
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'Take the decision to go on.',
    );
    await expect(canvas.getByTestId('pacing')).toHaveTextContent('Next: The path the decision takes');
    await expect(args.onGoto).not.toHaveBeenCalled();
    // 44 px touch targets, one-handed.
    for (const button of within(vote).getAllByRole('button'))
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/**
 * An override moves every screen down another path than the room chose, at one tap: the host confirms it first.
 * Cancel sends nothing; the focus goes back to the option.
 */
export const DecisionOverrideConfirmed: Story = {
  args: { state: branchingState(1, {}, true), tally: decisionTally() },
  play: async ({ canvas, userEvent, args }) => {
    const override = canvas.getByRole('button', { name: 'Choose B. Call a manager (override)' });
    await userEvent.click(override);
    let dialog = await screen.findByRole('alertdialog', { name: "Override the room's choice?" });
    await expect(dialog).toHaveAccessibleDescription(
      'The room chose A. Step in. Choosing B. Call a manager takes every screen down its path.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDecide).not.toHaveBeenCalled();
    await waitFor(() => expect(override).toHaveFocus());

    await userEvent.click(override);
    dialog = await screen.findByRole('alertdialog', { name: "Override the room's choice?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose B. Call a manager' }));
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
    await expect(args.onDecide).toHaveBeenCalledWith(1, 1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Revealed: the presenter shows the split; the host can hide it again. */
export const DecisionRevealed: Story = {
  args: { state: branchingState(1, { revealedDecisions: [1] }, true), tally: decisionTally() },
  play: async ({ canvas, userEvent, args }) => {
    const reveal = canvas.getByRole('switch', { name: /Reveal the vote/ });
    await expect(reveal).toBeChecked();
    await expect(canvas.getByText('The presenter shows the split.')).toBeInTheDocument();
    await userEvent.click(reveal);
    await expect(args.onRevealDecision).toHaveBeenCalledWith(1, false);
  },
};

/** A tie: no room's choice to follow, the host picks (no option is an override). */
export const DecisionTie: Story = {
  args: { state: branchingState(1, {}, true), tally: decisionTally([5, 5, 2]) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText("It's a tie: choose an option.")).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: "Follow the room's choice" })).toBeDisabled();
    await expect(canvas.queryByText('(override)')).toBeNull();
    // Nothing to override: the option is taken at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose C. Wait and watch' }));
    await expect(args.onDecide).toHaveBeenCalledWith(1, 2);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const DecisionNoVotes: Story = {
  args: { state: branchingState(1, {}, true), tally: decisionTally([0, 0, 0]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('vote-count')).toHaveTextContent('0 of 12 participants voted');
    await expect(canvas.getByText('No one has voted yet: choose an option.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "Follow the room's choice" })).toBeDisabled();
  },
};

/** Back on a decision the host followed: what was chosen, and Next goes down its path. */
export const DecisionFollowed: Story = {
  args: { state: branchingState(1, { decisions: [branchDecision(0)] }, true), tally: decisionTally() },
  play: async ({ canvas, userEvent, args }) => {
    const outcome = canvas.getByTestId('decision-outcome');
    await expect(outcome).toHaveTextContent('Chosen: A. Step in');
    await expect(outcome).toHaveTextContent('Followed the room');
    await expect(canvas.getByRole('heading', { name: 'Change the decision' })).toBeInTheDocument();
    await expect(canvas.getByTestId('pacing')).toHaveTextContent('Next: Alex steps in');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenCalledWith(2);
  },
};

/** The host overrode the room: recorded and shown as such. */
export const DecisionOverridden: Story = {
  args: {
    state: branchingState(1, { decisions: [branchDecision(1, { followed: false })] }, true),
    tally: decisionTally(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const outcome = canvas.getByTestId('decision-outcome');
    await expect(outcome).toHaveTextContent('Chosen: B. Call a manager');
    await expect(outcome).toHaveTextContent("Host's choice (overrode the room)");
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenCalledWith(4);
  },
};

export const DecisionTieChosen: Story = {
  args: {
    state: branchingState(1, { decisions: [branchDecision(2, { followed: false, tie: true })] }, true),
    tally: decisionTally([5, 5, 2]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('decision-outcome')).toHaveTextContent(
      "Chosen: C. Wait and watchHost's choice (the room was tied)",
    );
  },
};

/**
 * Where the session is: the outline with each option's path under the decision, the current slide marked and the
 * branches not taken greyed; at the chosen path's end, Next shows the road not taken.
 */
export const BranchOutline: Story = {
  args: { state: branchingState(3, { decisions: [branchDecision(0)] }, true), tally: tally() },
  play: async ({ canvas, userEvent, args }) => {
    const slides = canvas.getByRole('region', { name: 'Slides' });
    const current = within(slides)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('What did Alex say?');
    const options = within(slides).getByRole('list', {
      name: `Options of ${branchingState(1).slide!.title}`,
    });
    await expect([...options.querySelectorAll('p')].map((label) => label.textContent)).toEqual([
      'Option A: Step in · taken',
      'Option B: Call a manager · not taken',
      'Option C: Wait and watch · not taken',
    ]);
    const status = (name: RegExp) => within(slides).getByRole('button', { name }).dataset.status;
    await expect(status(/The manager arrives \(not taken\)/)).toBe('untaken');
    await expect(status(/Sam walks out \(not taken\)/)).toBe('untaken');
    await expect(status(/Alex steps in/)).toBe('taken');
    await expect(status(/Debrief/)).toBe('taken');
    // The branches not taken stay reachable (the host may step into one).
    await userEvent.click(within(slides).getByRole('button', { name: /The manager arrives/ }));
    await expect(args.onGoto).toHaveBeenCalledWith(4);

    await expect(canvas.getByTestId('pacing')).toHaveTextContent('Next: The road not taken');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onRoadNotTaken).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onGoto).toHaveBeenLastCalledWith(2);
  },
};

/** Before the decision, the part after it depends on the room: nothing is greyed yet. */
export const BranchOutlineOpen: Story = {
  args: { state: branchingState(1, {}, true), tally: decisionTally() },
  play: async ({ canvas }) => {
    const slides = canvas.getByRole('region', { name: 'Slides' });
    await expect(within(slides).queryByText(/not taken/)).toBeNull();
    await expect(within(slides).getByRole('button', { name: /Debrief/ }).dataset.status).toBe('open');
  },
};

/** The presenter shows the road not taken: the host may step into another option's path, or go on. */
export const RoadNotTaken: Story = {
  args: {
    state: branchingState(3, { decisions: [branchDecision(0)], roadNotTaken: 1 }, true),
    tally: tally(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const road = canvas.getByRole('region', { name: 'The road not taken' });
    await expect(
      within(road)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Step into B. Call a manager', 'Step into C. Wait and watch']);
    await userEvent.click(within(road).getByRole('button', { name: 'Step into B. Call a manager' }));
    await expect(args.onGoto).toHaveBeenCalledWith(4);
    await expect(canvas.getByTestId('pacing')).toHaveTextContent('Next: Debrief');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenLastCalledWith(6);
    // Previous leaves the road not taken for the path's last slide.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onGoto).toHaveBeenLastCalledWith(3);
    await expect(args.onRoadNotTaken).not.toHaveBeenCalled();
  },
};

/** A path that ends the scenario: after its road not taken, nothing comes next (the host ends the session). */
export const PathEndsTheScenario: Story = {
  args: {
    state: branchingState(5, { decisions: [branchDecision(2, { followed: false })], roadNotTaken: 1 }, true),
    tally: tally(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByTestId('pacing')).toHaveTextContent('Next: The end of the scenario');
  },
};

/** Back on the main line where the chosen path rejoined: Previous goes back to the path's last slide. */
export const BranchRejoined: Story = {
  args: {
    state: branchingState(6, { decisions: [branchDecision(1, { followed: false })] }, true),
    tally: tally(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onGoto).toHaveBeenCalledWith(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenLastCalledWith(7);
  },
};

/**
 * A decision by keyboard: Space on the switch reveals the vote; Enter on "Follow the room's choice" takes it, and as
 * the button goes with the decision, the focus goes to the heading of the path's first slide, which is said.
 */
export const FollowTheRoomByKeyboard: Story = {
  args: { state: branchingState(1, {}, true), tally: decisionTally() },
  render: function Deciding(args) {
    const [state, setState] = useState<LiveState | null>(args.state);
    const reveal: HostControlsViewProps['onRevealDecision'] = (slideIndex, revealed) => {
      args.onRevealDecision(slideIndex, revealed);
      setState((current) => current && { ...current, revealedDecisions: revealed ? [slideIndex] : [] });
    };
    const decide: HostControlsViewProps['onDecide'] = (...decision) => {
      args.onDecide(...decision);
      // The server follows the room (A) and goes down its path.
      setState(branchingState(2, { decisions: [branchDecision(0)] }, true));
    };
    return <HostControlsView {...args} state={state} onRevealDecision={reveal} onDecide={decide} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const reveal = canvas.getByRole('switch', { name: /Reveal the vote/ });
    reveal.focus();
    await userEvent.keyboard(' ');
    await expect(args.onRevealDecision).toHaveBeenCalledWith(1, true);
    await waitFor(() => expect(reveal).toBeChecked());
    await expect(canvas.getByText('The presenter shows the split.')).toBeInTheDocument();
    canvas.getByRole('button', { name: "Follow the room's choice" }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecide).toHaveBeenLastCalledWith(1);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Alex steps in' });
    await waitFor(() => expect(heading).toHaveFocus());
    // No focus box on a heading (it is no control).
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    await waitFor(() =>
      expect(canvas.getByTestId('live-announcer')).toHaveTextContent('Slide 3 of 8: Alex steps in'),
    );
  },
};

/** Ending by keyboard through the confirmation: the focus goes to "This session has ended", which is said. */
export const EndByKeyboard: Story = {
  args: { state: stateAt(6, {}, true) },
  render: function Ending(args) {
    const [state, setState] = useState<LiveState | null>(args.state);
    const end = async () => {
      await args.onEnd();
      setState(stateAt(6, { ended: true }, true));
    };
    return <HostControlsView {...args} state={state} onEnd={end} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'End session' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'End this session?' });
    within(dialog).getByRole('button', { name: 'End session' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
    const ended = await canvas.findByRole('heading', { name: 'This session has ended' });
    await waitFor(() => expect(ended).toHaveFocus());
    await waitFor(() =>
      expect(canvas.getByTestId('live-announcer')).toHaveTextContent('This session has ended'),
    );
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsLobby = phoneTargets(stateAt(-1, {}, true));
export const PhoneTargetsVideo = phoneTargets(stateAt(0, {}, true));
export const PhoneTargetsVideoWithCaptions = phoneTargets(stateAt(1, {}, true));
export const PhoneTargetsPoll = phoneTargets(stateAt(2, {}, true));

/** The audience Q&A's panel: on, approving first, the questions by votes (every status) with their commands. */
const qnaState = stateAt(2, { qna: { open: true, moderated: true, spotlight: 11 } }, true);
const qnaTally: LiveTally = {
  ...tally(),
  qna: { questionCount: qnaQuestions.length, questions: qnaQuestions },
};

export const QnaPanel: Story = {
  args: { state: qnaState, tally: qnaTally, onKindEvent: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Audience Q&A' }));
    await expect(panel.getByRole('switch', { name: 'Let participants ask questions' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: 'Approve questions first' })).toBeChecked();
    const items = () => panel.getAllByRole('listitem').map((item) => item.querySelector('p')!.textContent);
    await expect(items()).toEqual([
      'Who decides when a customer gets a refund?',
      'Can we practise the calm voice again next week?',
      'What do we say when the manager is not there?',
      'This is crap',
    ]);
    const [first, second, pending, held] = panel.getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(first).toHaveTextContent('On screen');
    await expect(first).toHaveTextContent('Answered');
    await expect(held).toHaveTextContent('Held by the filter');
    // Newest first, by keyboard.
    panel.getByRole('button', { name: 'Newest' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(panel.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-pressed', 'true');
    await expect(items()[0]).toBe('What do we say when the manager is not there?');
    await userEvent.click(panel.getByRole('button', { name: 'Most voted' }));

    await userEvent.click(within(pending).getByRole('button', { name: 'Approve' }));
    await expect(args.onKindEvent).toHaveBeenLastCalledWith('moderate-question', {
      questionId: 14,
      action: 'show',
    });
    await userEvent.click(within(second).getByRole('button', { name: 'Show on screen' }));
    await expect(args.onKindEvent).toHaveBeenLastCalledWith('spotlight', { questionId: 12 });
    await userEvent.click(within(first).getByRole('button', { name: 'Take off screen' }));
    await expect(args.onKindEvent).toHaveBeenLastCalledWith('spotlight', { questionId: null });
    await userEvent.click(within(second).getByRole('button', { name: 'Mark answered' }));
    await expect(args.onKindEvent).toHaveBeenLastCalledWith('moderate-question', {
      questionId: 12,
      action: 'answered',
    });
    await userEvent.click(within(held).getByRole('button', { name: 'Show' }));
    await expect(args.onKindEvent).toHaveBeenLastCalledWith('moderate-question', {
      questionId: 13,
      action: 'show',
    });
    await userEvent.click(panel.getByRole('switch', { name: 'Let participants ask questions' }));
    await expect(args.onKindEvent).toHaveBeenLastCalledWith('qna', { open: false });
    await userEvent.click(panel.getByRole('switch', { name: 'Approve questions first' }));
    await expect(args.onKindEvent).toHaveBeenLastCalledWith('qna-moderate', { moderated: false });
  },
};

/** Q&A off, no questions yet: the switch to turn it on. */
export const QnaEmpty: Story = {
  args: { onKindEvent: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const panel = within(canvas.getByRole('region', { name: 'Audience Q&A' }));
    await expect(panel.getByText('No questions yet.')).toBeInTheDocument();
    await userEvent.click(panel.getByRole('switch', { name: 'Let participants ask questions' }));
    await expect(args.onKindEvent).toHaveBeenCalledWith('qna', { open: true });
  },
};

/** Every control of the Q&A panel is a touch target on the host's phone. */
export const QnaTouchTargets: Story = {
  args: { state: qnaState, tally: qnaTally, onKindEvent: fn() },
  ...onPhoneEveryControlATouchTarget,
};
