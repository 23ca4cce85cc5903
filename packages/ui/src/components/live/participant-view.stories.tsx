import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { LiveMyCommitment, LiveState } from '@readyteams/activities/live';
import {
  boardPosts,
  branchingState,
  commitmentPrompt,
  commitmentState,
  myCommitment,
  noBoard,
  noCommitments,
  phoneBoard,
  qnaList,
  qnaQuestions,
  resultsWaitingState,
  stateAt,
  wordCloudState,
} from '../../stories/fixtures';
import { announcesAgain, hostMovesTo, LivePhone, participantArgs, saved } from '../../stories/participant';
import { onPhoneEveryControlATouchTarget } from '../../stories/touch-targets';
import { contrastRatio, relativeLuminance } from '../../lib/color';
import {
  CodeForm,
  Joining as JoiningScreen,
  loadParticipantScreens,
  ParticipantPage,
  ParticipantShell,
} from './participant-view';
import type { ParticipantCommitments } from '../views/slides/kind';

const meta = {
  title: 'Screens/Live/Participant',
  component: ParticipantPage,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  // The slide types' screens are chunks of their own, loaded in the lobby: here before the story renders.
  loaders: [() => loadParticipantScreens()],
  args: participantArgs,
} satisfies Meta<typeof ParticipantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    await expect(canvas.getByText('Waiting for the host to start…')).toBeInTheDocument();
    await expect(canvas.getByText('Code KX4P')).toBeInTheDocument();
    // What a screen reader announces: the page's one live region.
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      "You're in! Waiting for the host to start…",
    );
  },
};

export const Video: Story = {
  args: { state: stateAt(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Watch the host's screen.")).toBeInTheDocument();
  },
};

export const Answering: Story = {
  args: { state: stateAt(2) },
  play: async ({ canvas, userEvent, args }) => {
    const choices = canvas.getAllByRole('radio');
    await expect(choices.map((choice) => choice.textContent)).toEqual([
      'AA. Step in',
      'BB. Call a manager',
      'CC. Wait',
      'DD. Leave',
    ]);
    await expect(choices.every((choice) => choice.getAttribute('aria-checked') === 'false')).toBe(true);
    await userEvent.click(canvas.getByRole('radio', { name: 'B. Call a manager' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(2, 0, 1);
  },
};

export const Saving: Story = {
  args: { state: stateAt(2), answers: { '2:0': 1 }, statuses: { '2:0': { state: 'saving' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'B. Call a manager' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(canvas.getByText('Saving…')).toBeInTheDocument();
  },
};

export const Answered: Story = {
  args: { state: stateAt(2), answers: { '2:0': 0 }, statuses: { '2:0': { state: 'saved' } } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'A. Step in' })).toHaveAttribute('aria-checked', 'true');
    await expect(
      canvas.getByText('Answer saved. You can change it until the host moves on.'),
    ).toBeInTheDocument();
    // Changing the answer is allowed until the host moves on.
    await userEvent.click(canvas.getByRole('radio', { name: 'C. Wait' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(2, 0, 2);
  },
};

export const AnswerRefused: Story = {
  args: {
    state: stateAt(2),
    answers: { '2:0': 0 },
    statuses: { '2:0': { state: 'error', message: 'The host has moved on; this question is closed.' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The host has moved on; this question is closed.')).toBeInTheDocument();
  },
};

export const ClosingQuestions: Story = {
  args: { state: stateAt(6) },
  play: async ({ canvas, userEvent, args }) => {
    const applicable = canvas.getByRole('radiogroup', {
      name: 'How applicable is this scenario to your work?',
    });
    await userEvent.click(applicable.querySelectorAll('[role="radio"]')[3] as HTMLElement);
    await expect(args.onAnswer).toHaveBeenCalledWith(6, 0, 4);
    const nps = canvas.getByRole('radiogroup', {
      name: 'How likely are you to recommend this session to a colleague?',
    });
    await expect(nps.querySelectorAll('[role="radio"]')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('radio', { name: '9' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(6, 4, 9);
    const text = canvas.getByRole('textbox', { name: 'What will you do differently?' });
    await expect(text).toHaveAttribute('maxlength', '500');
    await userEvent.type(text, '  Listen first ');
    await expect(canvas.getByText('15/500')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(6, 5, 'Listen first');
  },
};

export const ClosingAnswered: Story = {
  args: {
    state: stateAt(6),
    answers: { '6:0': 4, '6:4': 10, '6:5': 'Listen first' },
    statuses: { '6:5': { state: 'saved' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '10' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('textbox', { name: 'What will you do differently?' })).toHaveValue(
      'Listen first',
    );
    // Nothing changed to send; still focusable, so a keyboard keeps its place on it.
    await expect(canvas.getByRole('button', { name: 'Update answer' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Discussion: Story = {
  args: { state: stateAt(4) },
  play: async ({ canvas }) => {
    // The numbered questions, each with its own box to post to (the board not arrived yet: no posts to show).
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'What went well?',
      'What would you change?',
      'What is your first step?',
      'React on the big screen',
      'Tell the host, anonymously',
    ]);
    await expect(canvas.getByRole('textbox', { name: 'What went well? Your post' })).toHaveAttribute(
      'maxlength',
      '280',
    );
    await expect(canvas.getAllByRole('button', { name: 'Post' })).toHaveLength(3);
    await expect(canvas.queryByText('No posts yet.')).toBeNull();
  },
};

const posted = fn(async (_slideIndex: number, _questionIndex: number, _text: string) => ({
  ok: true as const,
}));
const voted = fn(async (_postId: number, _up: boolean) => ({ ok: true as const }));
const refused = (message: string) => fn(async () => ({ ok: false as const, message }));

/** A participant's board: the room's posts most voted first, their own marked "Yours" (not votable), their votes. */
export const DiscussionBoard: Story = {
  args: {
    state: stateAt(4),
    board: { ...noBoard, board: phoneBoard(), myPosts: [boardPosts[2]!], myVotes: [1], onVote: voted },
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('region', { name: 'What went well?' });
    const posts = within(first).getAllByRole('listitem');
    await expect(posts.map((post) => post.textContent)).toEqual([
      'The agent kept a calm voice the whole time.▲ 6Upvote (6 votes)',
      "Asking for the customer's name early helped.Yours · 4 votes",
    ]);
    // Already upvoted; their own post has no vote button.
    const upvote = within(posts[0]!).getByRole('button', { name: 'Upvote (6 votes)' });
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    await expect(upvote).toHaveAccessibleDescription('The agent kept a calm voice the whole time.');
    await expect(within(posts[1]!).queryByRole('button')).toBeNull();
    // 44 px touch targets.
    await expect(upvote.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(upvote.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    const second = canvas.getByRole('region', { name: 'What would you change?' });
    await expect(within(second).getByRole('button', { name: 'Upvote (5 votes)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Anonymous: no names, only the posts.
    await expect(canvas.queryByText(/posted by/i)).toBeNull();
  },
};

/** Typing shows what is left of the 280 characters; Post sends the post and says when it is stored. */
export const DiscussionPosting: Story = {
  args: { state: stateAt(4), board: { ...noBoard, board: phoneBoard(), onPost: posted } },
  play: async ({ canvas, userEvent, args }) => {
    const third = canvas.getByRole('region', { name: 'What is your first step?' });
    const box = within(third).getByRole('textbox', { name: 'What is your first step? Your post' });
    const post = within(third).getByRole('button', { name: 'Post' });
    await expect(within(third).getByText('280 characters left')).toBeInTheDocument();
    await expect(post).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(box, '  Ask before I assume ');
    await expect(within(third).getByText('258 characters left')).toBeInTheDocument();
    await userEvent.click(post);
    await expect(args.board.onPost).toHaveBeenCalledWith(4, 2, 'Ask before I assume');
    await expect(await within(third).findByText('Posted. It shows without your name.')).toBeInTheDocument();
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'Posted. It shows without your name.',
    );
    await expect(box).toHaveValue('');
    // The empty box leaves the button unable to post, and the focus on it.
    await expect(post).toHaveFocus();
    await expect(post).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The post on its way: the button waits for the server's answer. */
export const DiscussionPostSending: Story = {
  args: {
    state: stateAt(4),
    board: { ...noBoard, board: phoneBoard(), onPost: fn(() => new Promise<never>(() => {})) },
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('region', { name: 'What went well?' });
    await userEvent.type(within(first).getByRole('textbox'), 'Clear steps');
    await userEvent.click(within(first).getByRole('button', { name: 'Post' }));
    await expect(within(first).getByText('Sending…')).toBeInTheDocument();
    await expect(within(first).getByRole('button', { name: 'Post' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(first).getByRole('textbox')).toHaveValue('Clear steps');
  },
};

/** The server refused the post: its message, and the text kept to try again. */
export const DiscussionPostRefused: Story = {
  args: {
    state: stateAt(4),
    board: {
      ...noBoard,
      board: phoneBoard(),
      onPost: refused('The host has moved on; this slide is closed.'),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('region', { name: 'What went well?' });
    await userEvent.type(within(first).getByRole('textbox'), 'Clear steps');
    await userEvent.click(within(first).getByRole('button', { name: 'Post' }));
    await expect(
      await within(first).findByText('The host has moved on; this slide is closed.'),
    ).toBeInTheDocument();
    await expect(within(first).getByRole('textbox')).toHaveValue('Clear steps');
  },
};

/** One vote per post, changeable: a tap upvotes, another takes the vote back. */
export const DiscussionVoting: Story = {
  args: { state: stateAt(4), board: { ...noBoard, board: phoneBoard(), myVotes: [1], onVote: voted } },
  play: async ({ canvas, userEvent, args }) => {
    const upvote = canvas.getByRole('button', { name: 'Upvote (5 votes)' });
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(upvote);
    await expect(args.board.onVote).toHaveBeenCalledWith(2, true);
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');
    const taken = canvas.getByRole('button', { name: 'Upvote (6 votes)' });
    await userEvent.click(taken);
    await expect(args.board.onVote).toHaveBeenCalledWith(1, false);
    await expect(taken).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The server refused the vote: the button goes back, with the server's message. */
export const DiscussionVoteRefused: Story = {
  args: {
    state: stateAt(4),
    board: { ...noBoard, board: phoneBoard(), onVote: refused('This post is no longer on the board.') },
  },
  play: async ({ canvas, userEvent }) => {
    const upvote = canvas.getByRole('button', { name: 'Upvote (4 votes)' });
    await userEvent.click(upvote);
    // Under the post's question, and said by the page's live region.
    const question = upvote.closest('section')!;
    await expect(
      await within(question).findByText('This post is no longer on the board.'),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'This post is no longer on the board.',
    );
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The host turned posting off: no box to post to, the posts can still be upvoted. */
export const DiscussionPostingOff: Story = {
  args: { state: stateAt(4), board: { ...noBoard, board: phoneBoard({ postingOpen: false }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('The host has turned posting off.')).toHaveLength(3);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Post' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upvote (6 votes)' })).toBeEnabled();
  },
};

/** Their own posts the room does not see: held back by the filter until the host shows it, or hidden by the host. */
export const DiscussionOwnPostsHeldAndHidden: Story = {
  args: {
    state: stateAt(4),
    board: { ...noBoard, board: phoneBoard(), myPosts: [boardPosts[5]!, boardPosts[4]!] },
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('region', { name: 'What went well?' });
    await expect(within(first).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'This whole exercise is a damn waste of time.Waiting for the host',
    );
    const second = canvas.getByRole('region', { name: 'What would you change?' });
    await expect(within(second).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Nothing, the manager should deal with it.Hidden by the host',
    );
  },
};

/**
 * The host approves this slide's posts first: the phone says so, and its own post waits for the host until approved.
 */
export const DiscussionApproveFirst: Story = {
  args: {
    state: stateAt(4),
    board: {
      ...noBoard,
      board: phoneBoard({ feed: 'approve-first' }),
      myPosts: [
        { ...boardPosts[2]!, id: 20, text: 'Thank the team by name.', status: 'pending', shownAt: null },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The host approves each post before the room sees it.'),
    ).toBeInTheDocument();
    const first = canvas.getByRole('region', { name: 'What went well?' });
    await expect(within(first).getAllByRole('listitem').at(-1)).toHaveTextContent(
      'Thank the team by name.Waiting for the host',
    );
  },
};

/** Five posts to a question are all one participant may make. */
export const DiscussionPostLimit: Story = {
  args: {
    state: stateAt(4),
    board: {
      ...noBoard,
      board: phoneBoard(),
      myPosts: [10, 11, 12, 13, 14].map((id) => ({ ...boardPosts[0]!, id, text: `Idea ${id}`, votes: 0 })),
    },
  },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('region', { name: 'What went well?' });
    await expect(
      within(first).getByText('You have made the 5 posts you can make to this question.'),
    ).toBeInTheDocument();
    await expect(within(first).queryByRole('textbox')).toBeNull();
    await expect(within(first).getAllByText('Yours')).toHaveLength(5);
    // The other questions still take posts.
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
  },
};

/** No one has posted yet. */
export const DiscussionNoPosts: Story = {
  args: { state: stateAt(4), board: { ...noBoard, board: phoneBoard({ posts: [], postCount: 0 }) } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('No posts yet.')).toHaveLength(3);
  },
};

export const DiscussionPhone320: Story = {
  args: {
    state: stateAt(4),
    board: { ...noBoard, board: phoneBoard(), myPosts: [boardPosts[2]!, boardPosts[5]!], myVotes: [1] },
  },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="phone">
      <ParticipantPage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    const right = phone.getBoundingClientRect().left + 321;
    const tooWide = [...phone.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > right);
    await expect(tooWide.map((el) => el.tagName)).toEqual([]);
  },
};

export const Results: Story = {
  args: { state: stateAt(5) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Results: What would you do?' })).toBeInTheDocument();
    await expect(canvas.getByText('7 (58.3%)')).toBeInTheDocument();
    await expect(canvas.getByText('12 answers')).toBeInTheDocument();
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'Results of "What would you do?" are shown. Most answers: Step in.',
    );
  },
};

/** Fewer than the poll's threshold answered: the phones get no results. */
export const ResultsWaitingForAnswers: Story = {
  args: { state: resultsWaitingState() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    await expect(canvas.getByText('Waiting for at least 5 answers')).toBeInTheDocument();
    await expect(canvas.queryByText(/58\.3%/)).toBeNull();
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'Results show after at least 5 answers.',
    );
  },
};

export const WordCloud: Story = {
  args: { state: wordCloudState() },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { name: 'One word for how feedback feels' }),
    ).toBeInTheDocument();
    const first = canvas.getByLabelText('Word 1 of 3');
    await expect(first).toHaveAttribute('maxLength', '25');
    // Nothing to send until a word is typed; spaces around it are dropped.
    const sends = canvas.getAllByRole('button', { name: 'Send' });
    await expect(sends).toHaveLength(3);
    await expect(sends[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(first, '  Scary {enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(7, 0, 'Scary');
    const region = canvas.getByTestId('live-announcer');
    await waitFor(() => expect(region).toHaveTextContent(saved));
    // Sent with Enter, the word stays where the keyboard is, ready to be changed.
    await expect(first).toHaveFocus();
    await expect(sends[0]).toHaveTextContent('Update');
    const before = region.textContent;
    await userEvent.clear(first);
    await userEvent.type(first, 'Calm{enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(7, 0, 'Calm');
    await announcesAgain(region, before, saved);
    await expect(first).toHaveFocus();
  },
};

/** A word box stops at 25 characters and says what is left, so a longer entry is never cut silently. */
export const WordCloudCharactersLeft: Story = {
  args: { state: wordCloudState() },
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByLabelText('Word 1 of 3');
    await expect(first).toHaveAccessibleDescription(/^25 characters left\s*$/);
    await userEvent.type(first, 'Overwhelming');
    await expect(first).toHaveAccessibleDescription(/^13 characters left\s*$/);
    await userEvent.type(first, ' but also really exciting');
    await expect(first).toHaveValue('Overwhelming but also rea');
    await expect(first).toHaveAccessibleDescription(/^0 characters left\s*$/);
  },
};

export const WordCloudSaved: Story = {
  args: {
    state: wordCloudState(),
    answers: { '7:0': 'Scary', '7:1': 'Useful' },
    statuses: { '7:1': { state: 'saved' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Word 1 of 3')).toHaveValue('Scary');
    await expect(canvas.getAllByRole('button', { name: 'Update' })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Update' })[0]).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      canvas.getByText('Answer saved. You can change it until the host moves on.'),
    ).toBeInTheDocument();
  },
};

/** The pulse buttons, under every screen of a running session (the lobby too): one tap sends the signal. */
export const Pulse: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const pulse = canvas.getByRole('region', { name: 'Tell the host, anonymously' });
    const buttons = within(pulse).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      "I'm lost",
      'Too fast',
      'Need a break',
    ]);
    // 44 px touch targets.
    for (const button of buttons)
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: 'Too fast' }));
    await expect(args.onPulse).toHaveBeenCalledWith('too-fast');
  },
};

export const PulseSending: Story = {
  args: { state: stateAt(2), pulseStatus: { kind: 'lost', state: 'saving' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sending…')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "I'm lost" })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Need a break' })).toBeEnabled();
  },
};

export const PulseSent: Story = {
  args: { state: stateAt(2), pulseStatus: { kind: 'lost', state: 'saved' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('"I\'m lost" sent. The host sees how many, never who.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: "I'm lost" })).toBeEnabled();
  },
};

/** The same signal again within a minute: the server's message. */
export const PulseTooSoon: Story = {
  args: {
    state: stateAt(2),
    pulseStatus: {
      kind: 'break',
      state: 'error',
      message: 'You sent this a moment ago. You can send it again in a minute.',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You sent this a moment ago. You can send it again in a minute.'),
    ).toBeInTheDocument();
  },
};

/**
 * The reactions, under every screen of a running session (the lobby too) while the host allows them: five emoji, each
 * named for a screen reader and a 44 px target; a tap sends it to the big screen.
 */
export const Reactions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const reactions = canvas.getByRole('region', { name: 'React on the big screen' });
    const buttons = within(reactions).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      '👍Thumbs up',
      '❤️Heart',
      '😂Laugh',
      '😮Wow',
      '👏Applause',
    ]);
    for (const button of buttons) {
      const { width, height } = button.getBoundingClientRect();
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(within(reactions).getByRole('button', { name: 'Applause' }));
    await expect(args.onReact).toHaveBeenCalledWith('clap');
  },
};

export const ReactionSent: Story = {
  args: { state: stateAt(2), reactionStatus: { reaction: 'heart', state: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('"Heart" sent to the big screen.')).toBeInTheDocument();
  },
};

/** Past a few reactions in a few seconds: the server's message, and the buttons stay. */
export const ReactionTooFast: Story = {
  args: {
    state: stateAt(2),
    reactionStatus: {
      reaction: 'clap',
      state: 'error',
      message: 'You are reacting too fast. Wait a few seconds, then try again.',
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('You are reacting too fast. Wait a few seconds, then try again.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Applause' })).toBeEnabled();
  },
};

/** The host turned reactions off: no reactions on the phone; the pulse stays. */
export const ReactionsOff: Story = {
  args: { state: stateAt(2, { reactionsAllowed: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'React on the big screen' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Applause' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Tell the host, anonymously' })).toBeInTheDocument();
  },
};

export const Ended: Story = {
  args: { state: stateAt(6, { ended: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank you for taking part!' })).toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).toBeNull();
    // No signals or reactions once the session has ended.
    await expect(canvas.queryByRole('button', { name: 'Too fast' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Applause' })).toBeNull();
  },
};

export const Reconnecting: Story = {
  args: { state: stateAt(2), connection: 'reconnecting', answers: { '2:0': 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connection lost. Reconnecting…')).toBeInTheDocument();
    // The answers already given stay on screen.
    await expect(canvas.getByRole('radio', { name: 'A. Step in' })).toHaveAttribute('aria-checked', 'true');
  },
};

export const CodeEntry: Story = {
  render: () => (
    <ParticipantShell>
      <CodeForm onSubmit={codeSubmitted} />
    </ParticipantShell>
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText("Enter the code on the host's screen");
    await expect(input).toHaveAttribute('maxlength', '4');
    // Join does nothing while the box is empty.
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(codeSubmitted).not.toHaveBeenCalled();
    await userEvent.type(input, 'kx4p');
    await expect(input).toHaveValue('KX4P');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(codeSubmitted).toHaveBeenCalledWith('KX4P');
  },
};
const codeSubmitted = fn();

const codeTyped = fn();
/** The code typed and sent with Enter, no pointer. */
export const CodeEntryByKeyboard: Story = {
  render: () => (
    <ParticipantShell>
      <CodeForm onSubmit={codeTyped} />
    </ParticipantShell>
  ),
  play: async ({ canvas, userEvent }) => {
    canvas.getByLabelText("Enter the code on the host's screen").focus();
    await userEvent.keyboard('kx4p{Enter}');
    await expect(codeTyped).toHaveBeenCalledWith('KX4P');
  },
};

export const WrongCode: Story = {
  render: () => (
    <ParticipantShell>
      <CodeForm initialCode="ZZ99" error={{ kind: 'not-found', pin: 'ZZ99' }} onSubmit={fn()} />
    </ParticipantShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No live session with code ZZ99');
    await expect(canvas.getByLabelText("Enter the code on the host's screen")).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Phone320: Story = {
  args: { state: stateAt(6) },
  render: (args) => (
    <div style={{ width: 320 }} data-testid="phone">
      <ParticipantPage {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // Nothing is wider than a 320 px phone.
    const phone = canvas.getByTestId('phone');
    const right = phone.getBoundingClientRect().left + 321;
    const tooWide = [...phone.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > right);
    await expect(tooWide.map((el) => el.tagName)).toEqual([]);
  },
};

export const Joining: Story = {
  render: () => (
    <ParticipantShell pin="KX4P" connection="connecting">
      <JoiningScreen pin="KX4P" />
    </ParticipantShell>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Joining session' })).toBeInTheDocument();
    await expect(canvas.getByText('Connecting…')).toBeInTheDocument();
  },
};

/** A slide of a type this version does not know (a newer server): said so, never shown as another type. */
export const UnsupportedSlide: Story = {
  args: {
    state: stateAt(4, { slide: { ...stateAt(4).slide!, slideType: 'quiz' as 'discussion' } }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(/This kind of slide cannot be shown in this version of the app\./, {
        ignore: '[data-testid="live-announcer"]',
      }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('live-announcer')).toHaveTextContent(
      'This kind of slide cannot be shown in this version of the app.',
    );
    // Not the discussion it would have been taken for, and nothing to answer or post.
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A decision: the phones vote with the polls' choice input. */
export const DecisionVote: Story = {
  args: { state: branchingState(1) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Vote: what happens next?' }),
    ).toBeInTheDocument();
    const vote = canvas.getByRole('radiogroup', {
      name: 'Sam is shouting at a colleague. What does Alex do?',
    });
    await expect(
      within(vote)
        .getAllByRole('radio')
        .map((option) => option.textContent),
    ).toEqual(['AA. Step in', 'BB. Call a manager', 'CC. Wait and watch']);
    await userEvent.click(canvas.getByRole('radio', { name: 'B. Call a manager' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(1, 0, 1);
  },
};

export const DecisionVoted: Story = {
  args: { state: branchingState(1), answers: { '1:0': 2 }, statuses: { '1:0': { state: 'saved' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'C. Wait and watch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(
      canvas.getByText('Answer saved. You can change it until the host moves on.'),
    ).toBeInTheDocument();
  },
};

/**
 * The page keeping the participant's commitments as the app does (from the state, then from each ack), around the
 * story's onCommit.
 */
function KeepingCommitments(args: ComponentProps<typeof ParticipantPage>) {
  const [mine, setMine] = useState<LiveMyCommitment[]>(args.commitments.mine);
  const commitments: ParticipantCommitments = {
    mine,
    onCommit: async (slideIndex, text, email) => {
      const ack = await args.commitments.onCommit(slideIndex, text, email);
      if (ack.ok)
        setMine((current) => [...current.filter((c) => c.slideIndex !== slideIndex), ack.commitment]);
      return ack;
    },
  };
  return <ParticipantPage {...args} commitments={commitments} />;
}

const privacyShort = 'Anonymous unless you add an e-mail, used for one reminder only.';
const privacy =
  'Write one thing you will do differently. You may leave your e-mail address for one reminder. Without an address your commitment stays anonymous. Your address is stored apart from your answers, never shown to the host or in any export, used only for the follow-up, and deleted after it is sent (or after 60 days).';

const committing = (commitments: Partial<ParticipantCommitments> = {}) => ({
  ...noCommitments,
  onCommit: fn(noCommitments.onCommit),
  ...commitments,
});

/**
 * A commitment slide: what happens to what they write, said before the fields in two short lines, in full behind
 * "More"; up to 200 characters with what is left shown; an optional address for one reminder. Once stored, their
 * commitment, the reminder, and Edit.
 */
export const Commitment: Story = {
  args: { state: commitmentState(), commitments: committing() },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  render: (args) => <KeepingCommitments {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: commitmentPrompt })).toBeInTheDocument();
    // Two short lines on the narrowest phone, with "More" for the whole statement.
    const note = canvas.getByText(privacyShort).closest('p')!;
    await expect(innerWidth).toBe(320);
    // Fewer than three lines (the "More" button's 44 px target may stand a pixel out of its line).
    await expect(note.getBoundingClientRect().height).toBeLessThan(
      3 * parseFloat(getComputedStyle(note).lineHeight),
    );
    await expect(canvas.queryByText(privacy)).toBeNull();
    const more = canvas.getByRole('button', { name: 'More' });
    await userEvent.click(more);
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(more).toHaveTextContent('Less');
    const statement = canvas.getByText(privacy);
    await expect(statement).toBeVisible();
    const text = canvas.getByRole('textbox', { name: 'Your commitment' });
    const email = canvas.getByRole('textbox', { name: 'E-mail address for one reminder (optional)' });
    // Said before they type: the note and the statement come before every field.
    for (const said of [note, statement])
      for (const field of [text, email])
        await expect(said.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(text).toHaveAttribute('maxLength', '200');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByText('200 characters left')).toBeInTheDocument();
    const commit = canvas.getByRole('button', { name: 'Commit' });
    await expect(commit).toHaveAttribute('aria-disabled', 'true');

    await userEvent.type(text, '  Ask before I assume ');
    await expect(canvas.getByText('178 characters left')).toBeInTheDocument();
    await expect(text).toHaveAccessibleDescription('178 characters left');
    await userEvent.type(email, ' ann@example.com ');
    await userEvent.click(commit);
    await expect(args.commitments.onCommit).toHaveBeenCalledWith(7, 'Ask before I assume', 'ann@example.com');
    const mine = await canvas.findByRole('region', { name: 'Your commitment' });
    await expect(within(mine).getByText('Ask before I assume')).toBeInTheDocument();
    await expect(within(mine).getByText('We will send you one reminder.')).toBeInTheDocument();
    await expect(within(mine).getByRole('heading', { name: 'Your commitment' })).toHaveFocus();

    // Edit while the slide is current: the text and the address typed on this page come back.
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByRole('textbox', { name: 'Your commitment' })).toHaveValue('Ask before I assume');
    await expect(canvas.getByRole('textbox', { name: 'Your commitment' })).toHaveFocus();
    await expect(
      canvas.getByRole('textbox', { name: 'E-mail address for one reminder (optional)' }),
    ).toHaveValue('ann@example.com');
  },
};

/** Without an address: the commitment stays anonymous, and no reminder is promised. */
export const CommitmentWithoutAddress: Story = {
  args: { state: commitmentState(), commitments: committing() },
  render: (args) => <KeepingCommitments {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your commitment' }), 'Listen first');
    await userEvent.click(canvas.getByRole('button', { name: 'Commit' }));
    await expect(args.commitments.onCommit).toHaveBeenCalledWith(7, 'Listen first', null);
    const mine = await canvas.findByRole('region', { name: 'Your commitment' });
    await expect(within(mine).getByText('Listen first')).toBeInTheDocument();
    await expect(within(mine).queryByText('We will send you one reminder.')).toBeNull();
  },
};

/**
 * Back on the page (a reload, a new phone), committed with a reminder: their commitment as stored. Editing says the
 * kept address must be typed again to keep the reminder (the server never sends it back).
 */
export const CommitmentCommitted: Story = {
  args: { state: commitmentState(), commitments: committing({ mine: [myCommitment(true)] }) },
  render: (args) => <KeepingCommitments {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const mine = canvas.getByRole('region', { name: 'Your commitment' });
    await expect(within(mine).getByText(myCommitment().text)).toBeInTheDocument();
    await expect(within(mine).getByText('We will send you one reminder.')).toBeInTheDocument();
    await expect(canvas.getByText(privacyShort)).toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail address for one reminder (optional)' });
    await expect(email).toHaveValue('');
    await expect(email).toHaveAccessibleDescription(
      'Your address is kept for the reminder. Enter it again to keep the reminder; without it, the address is deleted.',
    );
    // Cancel leaves it as it was.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('region', { name: 'Your commitment' })).toBeInTheDocument();
    await expect(args.commitments.onCommit).not.toHaveBeenCalled();
  },
};

/** A practice session sends no follow-up: no address to leave, and the page says so. */
export const CommitmentPractice: Story = {
  args: { state: commitmentState(false, { isPractice: true }), commitments: committing() },
  render: (args) => <KeepingCommitments {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Practice session: no reminder will be sent.')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your commitment' }), 'Try it on Monday');
    await userEvent.click(canvas.getByRole('button', { name: 'Commit' }));
    await expect(args.commitments.onCommit).toHaveBeenCalledWith(7, 'Try it on Monday', null);
  },
};

/** The server refused the commitment: its message in an alert, and what they typed kept to try again. */
export const CommitmentRefused: Story = {
  args: {
    state: commitmentState(),
    commitments: committing({
      onCommit: fn(async () => ({
        ok: false as const,
        message: 'The host has moved on; this question is closed.',
      })),
    }),
  },
  render: (args) => <KeepingCommitments {...args} />,
  play: async ({ canvas, userEvent }) => {
    const text = canvas.getByRole('textbox', { name: 'Your commitment' });
    await userEvent.type(text, 'Listen first');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'E-mail address for one reminder (optional)' }),
      'ann@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Commit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The host has moved on; this question is closed.',
    );
    await expect(text).toHaveValue('Listen first');
    await expect(canvas.queryByRole('region', { name: 'Your commitment' })).toBeNull();
  },
};

/**
 * An address that is not a plain local@domain one (a display name, a quoted or percent-hacked local part...) is
 * refused on the phone with the server's words, before anything is sent; a plain one then goes.
 */
export const CommitmentAddressRefused: Story = {
  args: { state: commitmentState(), commitments: committing() },
  render: (args) => <KeepingCommitments {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your commitment' }), 'Listen first');
    const email = canvas.getByRole('textbox', { name: 'E-mail address for one reminder (optional)' });
    for (const address of ['Ann <ann@example.com>', 'a%b@example.com', 'ann@']) {
      await userEvent.clear(email);
      await userEvent.type(email, address);
      await userEvent.click(canvas.getByRole('button', { name: 'Commit' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'Enter a valid e-mail address, or leave it empty.',
      );
    }
    await expect(args.commitments.onCommit).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'ann@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Commit' }));
    await expect(args.commitments.onCommit).toHaveBeenCalledWith(7, 'Listen first', 'ann@example.com');
  },
};

/**
 * Keyboard and screen reader: an answer chosen with Space and changed with Enter, each said; then, as the host moves
 * on under the focus, each new screen's heading takes the focus (with no focus box: it is no control) and the live
 * region names it, for every kind of slide a phone shows, to the end of the session.
 */
export const HostMovesOn: Story = {
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByTestId('live-announcer');
    const shows = async (state: LiveState, heading: string, announced: string) => {
      hostMovesTo(state);
      await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: heading })).toHaveFocus());
      await expect(
        getComputedStyle(canvas.getByRole('heading', { level: 1, name: heading })).outlineStyle,
      ).toBe('none');
      await waitFor(() => expect(region).toHaveTextContent(announced));
    };

    await shows(stateAt(2), 'What would you do?', 'New poll: What would you do?');
    const stepIn = canvas.getByRole('radio', { name: 'A. Step in' });
    const callManager = canvas.getByRole('radio', { name: 'B. Call a manager' });
    stepIn.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAnswer).toHaveBeenCalledWith(2, 0, 0);
    await waitFor(() => expect(region).toHaveTextContent(saved));
    await expect(stepIn).toHaveAttribute('aria-checked', 'true');
    const before = region.textContent;
    callManager.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(2, 0, 1);
    await announcesAgain(region, before, saved);
    await expect(callManager).toHaveAttribute('aria-checked', 'true');
    await expect(stepIn).toHaveAttribute('aria-checked', 'false');
    await expect(callManager).toHaveFocus();

    await shows(
      stateAt(5),
      'Results: What would you do?',
      'Results of "What would you do?" are shown. Most answers: Step in.',
    );
    await shows(
      wordCloudState(),
      'One word for how feedback feels',
      'New word cloud: One word for how feedback feels',
    );
    await shows(stateAt(4), 'Discussion Questions', 'New discussion: Discussion Questions');
    const vote = branchingState(1);
    await shows(vote, 'Vote: what happens next?', `New vote: ${vote.slide!.title}`);
    await shows(branchingState(3), 'What did Alex say?', 'New discussion: What did Alex say?');
    await shows(stateAt(6), 'Closing Questions', 'New poll: Closing Questions');
    await shows(commitmentState(), commitmentPrompt, `New commitment: ${commitmentPrompt}`);
    await shows(
      stateAt(6, { ended: true }),
      'Thank you for taking part!',
      'Thank you for taking part! The session has ended. You can close this page.',
    );
  },
};

/**
 * The closing questions by keyboard: Space on a scale and on NPS, Enter on Send, which then reads Update and keeps
 * the focus.
 */
export const ClosingByKeyboard: Story = {
  args: { state: stateAt(6) },
  render: (args) => <LivePhone {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const region = canvas.getByTestId('live-announcer');
    const applicable = within(
      canvas.getByRole('radiogroup', { name: 'How applicable is this scenario to your work?' }),
    );
    applicable.getByRole('radio', { name: '4. Very' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onAnswer).toHaveBeenCalledWith(6, 0, 4);
    await waitFor(() => expect(region).toHaveTextContent(saved));
    const eight = canvas.getByRole('radio', { name: '8' });
    eight.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(6, 4, 8);
    await expect(eight).toHaveAttribute('aria-checked', 'true');
    canvas.getByRole('textbox', { name: 'What will you do differently?' }).focus();
    await userEvent.keyboard('Ask before I judge.');
    const before = region.textContent;
    canvas.getByRole('button', { name: 'Send answer' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenLastCalledWith(6, 5, 'Ask before I judge.');
    await announcesAgain(region, before, saved);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Update answer' })).toHaveFocus());
  },
};

/**
 * Arabic on a 320 px phone: right to left (the brand at the right, the language switch at the left), nothing
 * sideways.
 */
export const ArabicPhone: Story = {
  globals: { locale: 'ar', viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لقد انضممت!' })).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const brand = canvas.getByText('Ready Teams').getBoundingClientRect();
    const language = canvas.getByRole('combobox', { name: 'اللغة' }).getBoundingClientRect();
    await expect(brand.x).toBeGreaterThan(language.x);
    await expect(innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** Every control a 44 x 44 px touch target on a 390 px phone, on `state`'s screen. */
const phoneTargets = (state: LiveState): Story => ({ args: { state }, ...onPhoneEveryControlATouchTarget });

export const PhoneTargetsLobby = phoneTargets(stateAt(-1));
export const PhoneTargetsVideo = phoneTargets(stateAt(0));
export const PhoneTargetsVideoWithCaptions = phoneTargets(stateAt(1));
export const PhoneTargetsPoll = phoneTargets(stateAt(2));
/** The commitment's "More" too, though it sits in a line of text. */
export const PhoneTargetsCommitment = phoneTargets(commitmentState());

export const PhoneTargetsCodeEntry: Story = {
  ...onPhoneEveryControlATouchTarget,
  render: () => (
    <ParticipantShell>
      <CodeForm onSubmit={fn()} />
    </ParticipantShell>
  ),
};

/** A CSS colour (the theme's are oklch) as sRGB, painted on a canvas and read back. */
const rgb = (color: string): [number, number, number] => {
  const context = document.createElement('canvas').getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
};

/** Each answer's tile: its letter, its shape, its colour, the text on it at 4.5:1 or more, and the chosen one ticked. */
const answerTiles = async (canvasElement: HTMLElement) => {
  const tiles = [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="answer-tile"]')];
  await expect(tiles.map((tile) => tile.textContent)).toEqual([
    'AA. Step in',
    'BB. Call a manager',
    'CC. Wait',
    'DD. Leave',
  ]);
  // Told apart without colour: four shapes.
  const shapes = tiles.map((tile) => tile.querySelector('svg path')!.getAttribute('d'));
  await expect(new Set(shapes).size).toBe(4);
  await expect(new Set(tiles.map((tile) => getComputedStyle(tile).backgroundColor)).size).toBe(4);
  for (const tile of tiles) {
    const words = tile.querySelector<HTMLElement>('span:not([aria-hidden])')!;
    await expect(parseFloat(getComputedStyle(words).fontSize)).toBeGreaterThanOrEqual(18);
    await expect(tile.getBoundingClientRect().height).toBeGreaterThanOrEqual(64);
    await expect(tile.getBoundingClientRect().right).toBeLessThanOrEqual(innerWidth);
    const ratio = contrastRatio(
      relativeLuminance(rgb(getComputedStyle(tile).color)),
      relativeLuminance(rgb(getComputedStyle(tile).backgroundColor)),
    );
    await expect(ratio).toBeGreaterThanOrEqual(4.5);
  }
  // The chosen answer (B) is ringed and ticked, not only coloured.
  await expect(tiles.map((tile) => !!tile.querySelector('[data-slot="chosen"]'))).toEqual([
    false,
    true,
    false,
    false,
  ]);
  await expect(tiles[1]).toHaveAttribute('aria-checked', 'true');
};

/**
 * A poll's answers on large coloured tiles with a letter and a shape each (not colour alone), as legible on a 320 px
 * phone as on a 390 px one, in both themes.
 */
export const AnswerTiles320: Story = {
  args: { state: stateAt(2), answers: { '2:0': 1 } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(innerWidth).toBe(320);
    await answerTiles(canvasElement);
  },
};

export const AnswerTiles390: Story = {
  ...AnswerTiles320,
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(innerWidth).toBe(390);
    await answerTiles(canvasElement);
  },
};

export const AnswerTilesDark: Story = {
  ...AnswerTiles320,
  globals: { theme: 'dark', viewport: { value: 'phone320', isRotated: false } },
};

/** The phone at 320 px with its screenshot baseline, one per slide type: nothing sideways. */
const phoneAt320 = (args: Story['args']): Story => ({
  args,
  tags: ['!no-visual'],
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async () => {
    await expect(innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
});

export const Phone320Lobby = phoneAt320({ state: stateAt(-1) });
export const Phone320Video = phoneAt320({ state: stateAt(1) });
export const Phone320Poll = phoneAt320({
  state: stateAt(2),
  answers: { '2:0': 1 },
  statuses: { '2:0': { state: 'saved' } },
});
export const Phone320Discussion = phoneAt320({
  state: stateAt(4),
  board: { ...noBoard, board: phoneBoard() },
});
export const Phone320Results = phoneAt320({ state: stateAt(5) });
export const Phone320WordCloud = phoneAt320({ state: wordCloudState() });
export const Phone320Decision = phoneAt320({ state: branchingState(1), answers: { '1:0': 0 } });
export const Phone320Commitment = phoneAt320({ state: commitmentState(), commitments: noCommitments });
export const Phone320Ended = phoneAt320({ state: stateAt(6, { ended: true }) });

/** The audience Q&A on a phone: the host turned it on; the page's Questions button opens it (in the lobby too). */
const qnaOn = (current = -1) => stateAt(current, { qna: { open: true, moderated: false, spotlight: null } });
const asked = fn(async (text: string) => ({
  ok: true as const,
  question: {
    id: 20,
    text,
    votes: 0,
    status: 'visible' as const,
    answered: false,
    createdAt: 1_760_000_200_000,
  },
}));
const qnaVoted = fn(async (_questionId: number, _up: boolean) => ({ ok: true as const }));
const phoneQna = {
  list: qnaList,
  myQuestions: [qnaQuestions[2]!],
  myQuestionVotes: [11],
  onAsk: asked,
  onVote: qnaVoted,
};

/** No Questions button while the host has Q&A off. */
export const QnaOff: Story = {
  args: { qna: phoneQna },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Questions' })).toBeNull();
  },
};

/**
 * By keyboard: the Questions button opens the Q&A; the room's questions most voted first (answered ones say so), the
 * phone's upvotes pressed, its own question waiting for the host; a question is asked with the characters left shown,
 * and Back returns to the session.
 */
export const QnaAsking: Story = {
  args: { state: qnaOn(), qna: phoneQna },
  play: async ({ canvas, userEvent }) => {
    const open = canvas.getByRole('button', { name: 'Questions' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: 'Ask the host' })).toBeInTheDocument();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Who decides when a customer gets a refund?Answered▲ 7Upvote (7 votes)',
      'Can we practise the calm voice again next week?▲ 4Upvote (4 votes)',
      'What do we say when the manager is not there?Waiting for the host',
    ]);
    await expect(canvas.getByRole('button', { name: 'Upvote (7 votes)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const upvote = canvas.getByRole('button', { name: 'Upvote (4 votes)' });
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(upvote);
    await expect(qnaVoted).toHaveBeenCalledWith(12, true);
    await expect(upvote).toHaveAttribute('aria-pressed', 'true');

    const box = canvas.getByRole('textbox', { name: 'Your question' });
    await expect(canvas.getByText('280 characters left')).toBeInTheDocument();
    await userEvent.type(box, ' Is there a script for refunds? ');
    await expect(canvas.getByText('248 characters left')).toBeInTheDocument();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(asked).toHaveBeenCalledWith('Is there a script for refunds?');
    await expect(await canvas.findByText('Question sent.', { selector: '#qna-status' })).toBeInTheDocument();
    await expect(box).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the session' }));
    await expect(canvas.getByRole('heading', { name: "You're in!" })).toBeInTheDocument();
  },
};

/** Approving first: the phone says its question waits for the host; a refusal says the server's words. */
export const QnaWaitsAndRefused: Story = {
  args: {
    state: qnaOn(4),
    qna: {
      ...phoneQna,
      onAsk: fn(async (text: string) => ({
        ok: true as const,
        question: { id: 21, text, votes: 0, status: 'pending' as const, answered: false, createdAt: 0 },
      })),
      onVote: refused('You cannot upvote your own question.'),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Questions' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your question' }), 'Why?');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await expect(
      await canvas.findByText('Sent: the host sees it first.', { selector: '#qna-status' }),
    ).toBeInTheDocument();
    const upvote = canvas.getByRole('button', { name: 'Upvote (4 votes)' });
    await userEvent.click(upvote);
    await expect(
      await canvas.findByText('You cannot upvote your own question.', { selector: '#qna-status' }),
    ).toBeInTheDocument();
    await expect(upvote).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Every control of the Q&A panel is a 44 px touch target on a 390 px phone. */
export const QnaTouchTargets: Story = {
  args: { state: qnaOn(), qna: phoneQna },
  ...onPhoneEveryControlATouchTarget,
  play: async (context) => {
    await context.userEvent.click(within(context.canvasElement).getByRole('button', { name: 'Questions' }));
    await onPhoneEveryControlATouchTarget.play(context);
  },
};

/** The Q&A panel at 320 px, with its screenshot baseline: nothing sideways. */
export const Phone320Qna: Story = {
  args: { state: qnaOn(), qna: phoneQna },
  tags: ['!no-visual'],
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Questions' }));
    await expect(canvas.getByRole('heading', { name: 'Ask the host' })).toBeInTheDocument();
    await expect(innerWidth).toBe(320);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The Q&A panel in Arabic, right to left, with its screenshot baseline. */
export const ArabicQna: Story = {
  args: { state: qnaOn(), qna: phoneQna },
  tags: ['!no-visual'],
  globals: { locale: 'ar', viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'الأسئلة' }));
    await expect(canvas.getByRole('heading', { name: 'اسأل المضيف' })).toBeInTheDocument();
    await expect(canvas.getByText('تبقى 280 حرفًا')).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
