import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { LivePost } from '@readyteams/activities/live';
import { presenterArgs } from '../../stories/hosts';
import { PresenterView } from './presenter-view';
import {
  approvalBoard,
  branchDecision,
  boardPosts,
  branchingState,
  commitmentPrompt,
  commitmentState,
  commitmentTally,
  decisionTally,
  discussionTally,
  hostBoard,
  pollState,
  qnaQuestions,
  resultsWaitingState,
  stateAt,
  tally,
  wordCloudState,
  wordCloudTally,
} from '../../stories/fixtures';

const meta = {
  title: 'Screens/Live/Presenter',
  component: PresenterView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: presenterArgs,
} satisfies Meta<typeof PresenterView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lobby: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('teams.example.com/join')).toBeInTheDocument();
    await expect(canvas.getByTestId('session-code')).toHaveTextContent('KX4P');
    await expect(canvas.getByTitle('QR code to join with code KX4P')).toBeInTheDocument();
    await expect(canvas.getByTestId('participant-count')).toHaveTextContent('12 participants joined');
  },
};

export const Video: Story = {
  args: { state: stateAt(1, {}, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Slide 2 of 7')).toBeInTheDocument();
  },
};

export const PollAnswering: Story = {
  args: { state: stateAt(2, {}, true), tally: tally(5, { '2:0': 5 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'What would you do?' })).toBeInTheDocument();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('5 of 12 participants answered');
    // Results stay hidden until a poll-results slide reveals them.
    await expect(canvas.queryByText(/58\.3%/)).toBeNull();
  },
};

export const Discussion: Story = {
  args: { state: stateAt(4, {}, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** The posts the host put on screen, large beside the questions, with their votes (a hidden one stays off). */
export const DiscussionHighlighted: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally() },
  play: async ({ canvas }) => {
    const onScreen = canvas.getByRole('region', { name: 'Posts on screen' });
    await expect([...onScreen.querySelectorAll('figure')].map((post) => post.textContent)).toEqual([
      'Question 1The agent kept a calm voice the whole time.▲ 6 votes',
      'Question 2Step in sooner, before the shouting starts.▲ 5 votes',
    ]);
    await expect(canvas.queryByText('Nothing, the manager should deal with it.')).toBeNull();
    await expect(canvas.queryByText("Asking for the customer's name early helped.")).toBeNull();
    await expect(canvas.getByText('Post your thoughts on your phone.')).toBeInTheDocument();
    // The questions stay on screen.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** What the room wrote on the discussion slide: more posts than its column holds, some as long as a post may be. */
const manyPosts: LivePost[] = [
  'The agent kept a calm voice the whole time, even when the customer started shouting about the second late delivery in a month and asked for her name.',
  'Step in sooner, before the shouting starts.',
  "Asking for the customer's name early helped: it turned a complaint about a company into a conversation between two people.",
  'Agree on a signal with colleagues for when we need help at the desk.',
  'Say what you will do next and by when, then do it. Customers who shout have usually been promised something before that never happened, so the promise has to be small and kept.',
  'Write the complaint down in front of them.',
  'Offer a seat and a glass of water.',
  'Practise the first sentence together as a team so nobody has to find the words in the moment.',
  'Thank them for telling us: it is hard to hear but it is how we learn what went wrong.',
].map((text, i) => ({
  ...boardPosts[0]!,
  id: 100 + i,
  questionIndex: i % 3,
  text,
  votes: 9 - i,
  highlighted: true,
}));

/** Highlighted posts beyond what the screen holds: their text shrinks, then they take turns in pages. */
export const DiscussionManyHighlighted: Story = {
  args: {
    state: stateAt(4, {}, true),
    tally: discussionTally(hostBoard({ posts: manyPosts, postCount: manyPosts.length })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('posts-page')).toHaveTextContent(/^Page 1 of \d$/);
    const onScreen = canvas.getByRole('region', { name: 'Posts on screen' });
    await expect(onScreen.querySelectorAll('figure').length).toBeLessThan(manyPosts.length);
    await expect(onScreen.querySelector('figure')).toHaveTextContent(manyPosts[0]!.text);
  },
};

/** A discussion of one question (a branch's), with many highlighted posts: no question numbers on the posts. */
export const DiscussionOneQuestionManyHighlighted: Story = {
  args: {
    state: branchingState(3, { decisions: [branchDecision(0)] }, true),
    tally: discussionTally(
      hostBoard({
        slideIndex: 3,
        posts: manyPosts.map((post) => ({ ...post, slideIndex: 3, questionIndex: 0 })),
        postCount: manyPosts.length,
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'What did Alex say?' })).toBeInTheDocument();
    await expect(canvas.getByTestId('posts-page')).toHaveTextContent(/^Page 1 of \d$/);
    await expect(canvas.queryByText('Question 1')).toBeNull();
  },
};

/** The texts of the posts a region shows, top to bottom. */
const postsIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((post) => post.textContent);

/**
 * Posts but none on screen, and posting off: beside the questions the room's posts as they come, newest first (not the
 * hidden one, not the one the filter held), with how many the room sees.
 */
export const DiscussionNothingHighlighted: Story = {
  args: {
    state: stateAt(4, {}, true),
    tally: discussionTally(
      hostBoard({
        postingOpen: false,
        posts: hostBoard().posts.map((post) => ({ ...post, highlighted: false })),
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Posts on screen' })).toBeNull();
    await expect(canvas.queryByText('Post your thoughts on your phone.')).toBeNull();
    await expect(canvas.getByTestId('feed-count')).toHaveTextContent('4 posts');
    // The newest first, as many whole ones as the column holds on this screen.
    const newestFirst = [
      'Question 3Agree on a signal with colleagues for when we need help.',
      "Question 1Asking for the customer's name early helped.",
      'Question 2Step in sooner, before the shouting starts.',
      'Question 1The agent kept a calm voice the whole time.',
    ];
    const shown = postsIn(canvas.getByRole('region', { name: 'Posts as they come' }));
    await expect(shown.length).toBeGreaterThanOrEqual(2);
    await expect(shown).toEqual(newestFirst.slice(0, shown.length));
    await expect(canvas.queryByText('Nothing, the manager should deal with it.')).toBeNull();
    await expect(canvas.queryByText('This whole exercise is a damn waste of time.')).toBeNull();
  },
};

/** Highlighted posts take the column from the feed; the count of what the room sees stays. */
export const DiscussionHighlightedCount: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Posts on screen' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Posts as they come' })).toBeNull();
    await expect(canvas.getByTestId('feed-count')).toHaveTextContent('4 posts');
  },
};

/**
 * The host approves posts first: the feed has only the approved posts, the one approved last on top (it appeared
 * last), none of those waiting or held.
 */
export const DiscussionFeedApproveFirst: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally(approvalBoard()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('feed-count')).toHaveTextContent('3 posts');
    await expect(postsIn(canvas.getByRole('region', { name: 'Posts as they come' }))).toEqual([
      'Question 1Ask the quiet ones first.',
      'Question 2Write down who had the idea before the meeting ends.',
      'Question 1Say thank you in the meeting, by name.',
    ]);
    await expect(canvas.queryByText('Put the credit in the minutes.')).toBeNull();
    await expect(canvas.queryByText('Ignore it, nobody cares who had the idea.')).toBeNull();
  },
};

/** More posts than the column holds: the newest, whole, as many as fit (an older one leaves as a new one comes). */
export const DiscussionFeedMany: Story = {
  args: {
    state: stateAt(4, {}, true),
    tally: discussionTally(
      hostBoard({
        posts: manyPosts.map((post) => ({ ...post, highlighted: false })),
        postCount: manyPosts.length,
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('feed-count')).toHaveTextContent(`${manyPosts.length} posts`);
    const shown = postsIn(canvas.getByRole('region', { name: 'Posts as they come' }));
    await expect(shown.length).toBeGreaterThan(0);
    await expect(shown.length).toBeLessThan(manyPosts.length);
    // The newest first.
    await expect(shown[0]).toContain(manyPosts.at(-1)!.text);
  },
};

/** A board with no posts yet: the questions, and the count the room watches grow. */
export const DiscussionNoPostsYet: Story = {
  args: { state: stateAt(4, {}, true), tally: discussionTally(hostBoard({ posts: [], postCount: 0 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('feed-count')).toHaveTextContent('0 posts');
    await expect(canvas.queryByRole('region', { name: 'Posts as they come' })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/**
 * The phones' reactions float up the stage for a few seconds, then leave: a decoration a screen reader does not read,
 * over any slide.
 */
export const Reactions: Story = {
  args: {
    state: stateAt(2, {}, true),
    tally: tally(5, { '2:0': 5 }),
    reactions: { counts: { clap: 3, heart: 2, 'thumbs-up': 1 } },
  },
  play: async ({ canvas }) => {
    const floating = canvas.getAllByTestId('floating-reaction');
    await expect(floating.map((reaction) => reaction.textContent)).toEqual([
      '👏',
      '👏',
      '👏',
      '❤️',
      '❤️',
      '👍',
    ]);
    await expect(floating[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    // The slide stays as it is beneath them.
    await expect(canvas.getByRole('heading', { name: 'What would you do?' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryAllByTestId('floating-reaction')).toHaveLength(0), {
      timeout: 10_000,
    });
  },
};

export const PollResults: Story = {
  args: { state: stateAt(5, {}, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Results: What would you do?' })).toBeInTheDocument();
    await expect(canvas.getByText('7 (58.3%)')).toBeInTheDocument();
    await expect(canvas.getByText('4 (33.3%)')).toBeInTheDocument();
  },
};

/** A poll revealed automatically, before its threshold: the questions and how many answers it waits for. */
export const PollWaitingForAnswers: Story = {
  args: { state: pollState({ revealMode: 'threshold' }), tally: { ...tally(3, { '2:0': 3 }), polls: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('waiting-for-answers')).toHaveTextContent(
      'Waiting for at least 5 answers',
    );
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('3 of 12 participants answered');
    await expect(canvas.getByText('Call a manager')).toBeInTheDocument();
    await expect(canvas.queryByText(/58\.3%/)).toBeNull();
  },
};

/** Once the server sends its results (5 or more answered), the poll slide shows them live. */
export const PollRevealedAutomatically: Story = {
  args: { state: pollState({ revealMode: 'threshold' }), tally: tally(12, { '2:0': 12 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'What would you do?' })).toBeInTheDocument();
    await expect(canvas.getByText('7 (58.3%)')).toBeInTheDocument();
    await expect(canvas.getByText('12 answers')).toBeInTheDocument();
    await expect(canvas.queryByTestId('waiting-for-answers')).toBeNull();
  },
};

/** The author hid the answer count from the presenter. */
export const PollAnswerCountHidden: Story = {
  args: { state: pollState({ showAnswerCount: false }), tally: tally(5, { '2:0': 5 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'What would you do?' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('answer-count')).toBeNull();
    await expect(canvas.queryByText(/participants answered/)).toBeNull();
  },
};

/** Revealed by the host, but fewer than the poll's threshold answered: no charts. */
export const PollResultsWaitingForAnswers: Story = {
  args: { state: resultsWaitingState(true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
    await expect(canvas.getByText('Waiting for at least 5 answers')).toBeInTheDocument();
    await expect(canvas.queryByText(/58\.3%/)).toBeNull();
  },
};

export const ClosingQuestions: Story = {
  args: { state: stateAt(6, {}, true), tally: tally(9) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Answer the 6 questions on your phone.')).toBeInTheDocument();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('9 of 12 participants answered');
  },
};

export const Ended: Story = {
  args: { state: stateAt(6, { ended: true }, true) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Slides' })).toBeNull();
  },
};

export const Reconnecting: Story = {
  args: { state: stateAt(2, {}, true), connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Connection lost. Reconnecting…')).toBeInTheDocument();
  },
};

export const NotAllowed: Story = {
  args: {
    state: null,
    connection: 'refused',
    refusal: { code: 403, message: 'You are not allowed to control this session.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: "You can't present this session" })).toBeInTheDocument();
  },
};

export const Navigating: Story = {
  args: { state: stateAt(2, {}, true) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onGoto).toHaveBeenCalledWith(1);
  },
};

export const Connecting: Story = {
  args: { state: null, connection: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting to the session…');
  },
};

/** A slide of a type this version does not know (a newer server): said so, never shown as another type. */
export const UnsupportedSlide: Story = {
  args: {
    state: stateAt(4, { slide: { ...stateAt(4, {}, true).slide!, slideType: 'quiz' as 'discussion' } }, true),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This kind of slide cannot be shown in this version of the app.'),
    ).toBeInTheDocument();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const WordCloudEmpty: Story = {
  args: { state: wordCloudState(true), tally: wordCloudTally([]) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'One word for how feedback feels' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Answer on your phone: the words appear here.')).toBeInTheDocument();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('0 words from 0 participants');
  },
};

export const WordCloud: Story = {
  args: { state: wordCloudState(true), tally: wordCloudTally() },
  play: async ({ canvas }) => {
    const cloud = canvas.getByRole('list', { name: 'Word cloud' });
    const words = Array.from(cloud.querySelectorAll('li'));
    await expect(words).toHaveLength(9);
    // The most entered word is the biggest, and it sits in the middle.
    const size = (word: string) =>
      parseFloat(getComputedStyle(words.find((li) => li.textContent?.startsWith(word))!).fontSize);
    await expect(size('Scary')).toBeGreaterThan(size('Growth'));
    await expect(size('Growth')).toBeGreaterThan(size('Exciting'));
    await expect(words[Math.floor(words.length / 2)]).toHaveTextContent('Scary: 7');
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('28 words from 9 participants');
  },
};

/** A commitment slide: the prompt, large, and how many have committed; never what anyone wrote. */
export const Commitment: Story = {
  args: { state: commitmentState(true), tally: commitmentTally(8) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: commitmentPrompt })).toBeInTheDocument();
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('8 commitments');
    await expect(
      canvas.getByText('Write yours on your phone. This screen shows only how many have committed.'),
    ).toBeInTheDocument();
  },
};

export const CommitmentFirst: Story = {
  args: { state: commitmentState(true), tally: commitmentTally(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent(/^1 commitment$/);
  },
};

const pollWithTime = (startedSecondsAgo: number) => {
  const state = stateAt(2, {}, true);
  return {
    ...state,
    slide: { ...state.slide!, suggestedSeconds: 120 },
    slideStartedAt: Date.now() - startedSecondsAgo * 1000,
  };
};

/** A poll with a suggested time counts down on the presenter (the times count from when the story renders). */
export const PollCountdown: Story = {
  args: { tally: tally(5, { '2:0': 5 }) },
  render: (args) => <PresenterView {...args} state={pollWithTime(30)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^1:(29|30) left$/);
  },
};

export const PollTimeIsUp: Story = {
  args: { tally: tally(5, { '2:0': 5 }) },
  render: (args) => <PresenterView {...args} state={pollWithTime(150)} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Time is up');
  },
};

/** A decision while the phones vote: the situation and the lettered options; the split stays private. */
export const DecisionVoting: Story = {
  args: { state: branchingState(1, {}, true), tally: decisionTally() },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sam is shouting at a colleague. What does Alex do?' }),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('list', { name: 'Options' }))
        .getAllByRole('listitem')
        .map((option) => option.textContent),
    ).toEqual(['AStep in', 'BCall a manager', 'CWait and watch']);
    await expect(canvas.getByTestId('vote-count')).toHaveTextContent(
      'Vote on your phone: 12 of 12 participants voted',
    );
    await expect(canvas.queryByText(/58\.3%/)).toBeNull();
    // Next waits for the host's decision.
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByText(/Take the decision to go on/)).toBeInTheDocument();
  },
};

/** The host revealed the vote: the split, on screen. */
export const DecisionRevealed: Story = {
  args: { state: branchingState(1, { revealedDecisions: [1] }, true), tally: decisionTally() },
  play: async ({ canvas }) => {
    const split = canvas.getByRole('list', { name: 'Votes per option' });
    await expect(
      within(split)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'A. Step in (most votes)7 votes (58.3%)',
      'B. Call a manager4 votes (33.3%)',
      'C. Wait and watch1 vote (8.3%)',
    ]);
  },
};

/** Decided (seen when the host goes back to it): the option taken, and whether the room's. */
export const DecisionFollowed: Story = {
  args: { state: branchingState(1, { decisions: [branchDecision(0)] }, true), tally: decisionTally() },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('decision-taken')).toHaveTextContent('The room chose A. Step in');
    await expect(canvas.queryByTestId('vote-count')).toBeNull();
  },
};

export const DecisionOverridden: Story = {
  args: {
    state: branchingState(
      1,
      { decisions: [branchDecision(1, { followed: false })], revealedDecisions: [1] },
      true,
    ),
    tally: decisionTally(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('decision-taken')).toHaveTextContent(
      "The host chose B. Call a manager, over the room's vote",
    );
    await expect(canvas.getByRole('list', { name: 'Votes per option' })).toBeInTheDocument();
  },
};

export const DecisionTieChosen: Story = {
  args: {
    state: branchingState(1, { decisions: [branchDecision(2, { followed: false, tie: true })] }, true),
    tally: decisionTally([5, 5, 2]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('decision-taken')).toHaveTextContent(
      'The room was tied: the host chose C. Wait and watch',
    );
  },
};

/** After the chosen path: what the other options would have led to, and where each would have gone on. */
export const RoadNotTaken: Story = {
  args: {
    state: branchingState(3, { decisions: [branchDecision(0)], roadNotTaken: 1 }, true),
    onRoadNotTaken: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The road not taken' })).toBeInTheDocument();
    await expect(canvas.getByText('The room chose A. Step in.')).toBeInTheDocument();
    const others = canvas.getByRole('list', { name: 'The other options' });
    const cards = [...others.children];
    await expect(cards.map((card) => card.textContent)).toEqual([
      'BCall a managerWould have led toThe manager arrivesRejoins at Debrief',
      'CWait and watchWould have led toSam walks outEnds the scenario',
    ]);
    await expect(canvas.queryByText('What did Alex say?')).toBeNull();
    // Next goes on to where the chosen path rejoins.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenCalledWith(6);
    await expect(args.onRoadNotTaken).not.toHaveBeenCalled();
  },
};

/** At the chosen path's last slide, Next shows the road not taken (or, without that command, goes on). */
export const BranchNavigating: Story = {
  args: { state: branchingState(3, { decisions: [branchDecision(0)] }, true), onRoadNotTaken: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'What did Alex say?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onRoadNotTaken).toHaveBeenCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onGoto).toHaveBeenCalledWith(2);
  },
};

export const BranchNavigatingWithoutRoadNotTaken: Story = {
  args: { state: branchingState(3, { decisions: [branchDecision(0)] }, true) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onGoto).toHaveBeenCalledWith(6);
  },
};

/** The presenter screen a room looks at from its back row: a laptop's, or the TV at the end of a meeting room. */
type RoomScreen = 'laptop1366' | 'tv1920';
const sizes: Record<RoomScreen, [number, number]> = { laptop1366: [1366, 768], tv1920: [1920, 1080] };

/** `percent` % of the screen's height, in px. */
/** `percent` of the screen's height in px (times the height first, so 5% of 768 px is 38.4, not 38.400000000000006). */
const vh = (percent: number) => (percent * innerHeight) / 100;

/** An element's font size in px, and whether it lies wholly on screen. */
const measure = (element: Element) => {
  const box = element.getBoundingClientRect();
  return {
    fontSize: parseFloat(getComputedStyle(element).fontSize),
    inView: box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth,
  };
};

/**
 * The presenter on `screen`, with its screenshot baseline (each slide type at 1366 x 768 and 1920 x 1080), and what
 * `check` says; the story first makes sure it measures at that screen's size. Every slide type and state is checked to
 * fit the stage with its type large enough at four screen sizes in apps/storybook/stage.
 */
const legibleOn = (
  screen: RoomScreen,
  args: Story['args'],
  check?: (canvasElement: HTMLElement) => Promise<void>,
): Story => ({
  args,
  tags: ['!no-visual'],
  globals: { viewport: { value: screen, isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect([innerWidth, innerHeight]).toEqual(sizes[screen]);
    await check?.(canvasElement);
  },
});

/** The lobby: the code larger than question text, the address as large; both on screen. */
const lobbyLegible = async (canvasElement: HTMLElement) => {
  const code = within(canvasElement).getByTestId('session-code');
  await expect(code).toHaveTextContent('KX4P');
  await expect(measure(code).inView).toBe(true);
  await expect(measure(code).fontSize).toBeGreaterThanOrEqual(vh(8));
  const address = within(canvasElement).getByTestId('join-address');
  await expect(address).toHaveTextContent('teams.example.com/join');
  await expect(measure(address).inView).toBe(true);
  await expect(measure(address).fontSize).toBeGreaterThanOrEqual(vh(5));
};

/** How to join stays in a corner during the session. */
const cornerLegible = async (canvasElement: HTMLElement) => {
  const corner = within(canvasElement).getByTestId('join-corner');
  await expect(corner).toHaveTextContent('Join at teams.example.com/join with code KX4P');
  await expect(measure(corner).inView).toBe(true);
  await expect(measure(corner).fontSize).toBeGreaterThanOrEqual(vh(2.5));
};

const poll = { state: stateAt(2, {}, true), tally: tally(5, { '2:0': 5 }) };

export const LegibleLobbyLaptop = legibleOn('laptop1366', {}, lobbyLegible);
export const LegibleLobbyTv = legibleOn('tv1920', {}, lobbyLegible);
export const LegiblePollLaptop = legibleOn('laptop1366', poll, cornerLegible);
export const LegiblePollTv = legibleOn('tv1920', poll, cornerLegible);
export const LegibleVideoLaptop = legibleOn('laptop1366', Video.args);
export const LegibleVideoTv = legibleOn('tv1920', Video.args);
export const LegiblePollResultsLaptop = legibleOn('laptop1366', PollResults.args);
export const LegiblePollResultsTv = legibleOn('tv1920', PollResults.args);
export const LegibleDiscussionLaptop = legibleOn('laptop1366', DiscussionHighlighted.args);
export const LegibleDiscussionTv = legibleOn('tv1920', DiscussionHighlighted.args);
export const LegibleWordCloudLaptop = legibleOn('laptop1366', WordCloud.args);
export const LegibleWordCloudTv = legibleOn('tv1920', WordCloud.args);
export const LegibleDecisionLaptop = legibleOn('laptop1366', DecisionRevealed.args);
export const LegibleDecisionTv = legibleOn('tv1920', DecisionRevealed.args);
export const LegibleCommitmentLaptop = legibleOn('laptop1366', Commitment.args);
export const LegibleCommitmentTv = legibleOn('tv1920', Commitment.args);

/** The audience Q&A: the question the host put on screen takes the stage, with its votes; the corner says where to ask. */
const qnaSpotlight = {
  state: stateAt(2, { qna: { open: true, moderated: false, spotlight: 12 } }, true),
  tally: { ...tally(), qna: { questionCount: qnaQuestions.length, questions: qnaQuestions } },
};

export const QnaSpotlight: Story = {
  args: qnaSpotlight,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Can we practise the calm voice again next week?' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Question from the room')).toBeInTheDocument();
    await expect(canvas.getByText('4 votes')).toBeInTheDocument();
    // The slide is behind it until the host takes it off.
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByTestId('join-corner')).toHaveTextContent(
      'Ask your questions at teams.example.com/join',
    );
  },
};

/** No spotlight (or one the tally does not have yet): the slide as it is. */
export const QnaOnWithoutSpotlight: Story = {
  args: {
    ...qnaSpotlight,
    state: stateAt(2, { qna: { open: true, moderated: false, spotlight: null } }, true),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Question from the room')).toBeNull();
  },
};

/** The spotlighted question at least 4% of the screen's height, wholly on screen. */
const spotlightLegible = async (canvasElement: HTMLElement) => {
  const question = within(canvasElement).getByRole('heading', {
    name: 'Can we practise the calm voice again next week?',
  });
  await expect(measure(question).inView).toBe(true);
  await expect(measure(question).fontSize).toBeGreaterThanOrEqual(vh(4));
  await cornerLegible(canvasElement);
};

export const LegibleQnaSpotlightLaptop = legibleOn('laptop1366', qnaSpotlight, spotlightLegible);
export const LegibleQnaSpotlightTv = legibleOn('tv1920', qnaSpotlight, spotlightLegible);
