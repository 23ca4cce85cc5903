import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { branchingScenario, scenarioDetail } from '../../stories/fixtures';
import { ScenarioPreview, ScenarioPreviewDialog } from './scenario-preview';
import type { ScenarioSlide } from './types';

const meta = {
  title: 'Views/ScenarioPreview',
  component: ScenarioPreview,
  args: {
    scenario: scenarioDetail,
    onPracticeSession: fn(),
    onStartSession: fn(),
    className: 'max-w-2xl',
  },
} satisfies Meta<typeof ScenarioPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Each slide expands to its details (keyboard or click); the two buttons start a session. */
export const ExpandInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: scenarioDetail.title })).toBeVisible();
    await expect(canvas.getByText(scenarioDetail.description)).toBeVisible();
    await expect(canvas.getByText('De-escalation')).toBeVisible();
    // As many items as the session has slides (5): the Resources item is not one of them.
    await expect(canvas.getByText('5 items')).toBeVisible();

    // Keyboard only: Tab to the first item, Enter expands it.
    const welcome = canvas.getByRole('button', { name: /1\. Welcome/ });
    welcome.focus();
    await userEvent.keyboard('{Enter}');
    await expect(welcome).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Duration: 1:35')).toBeVisible();
    await expect(canvas.getByText(/Welcome everyone\. Today we look at a customer call/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /2\. What would you do\?/ }));
    const poll = canvas.getByText('What is your first response?', { exact: false }).closest('li')!;
    await expect(within(poll).getByText('A.')).toBeVisible();
    await expect(within(poll).getByText('Apologise and listen')).toBeVisible();
    await expect(within(poll).getByText('C.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /3\. Discussion Questions/ }));
    const discussion = canvas.getByText('What did the agent do well?').closest('ol')!;
    await expect(within(discussion).getAllByRole('listitem')).toHaveLength(3);

    await userEvent.click(canvas.getByRole('button', { name: /4\. Poll results/ }));
    await expect(canvas.getByText(/The results of "What would you do\?" appear here/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Resources/ }));
    const readMore = canvas.getByRole('link', { name: 'Read more: De-escalation checklist' });
    await expect(readMore).toHaveAttribute('href', 'https://example.com/checklist.pdf');
    await expect(readMore).toHaveAttribute('target', '_blank');
    await expect(canvas.getByText('A one-page checklist for difficult calls.')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Practice Session' }));
    await expect(args.onPracticeSession).toHaveBeenCalledTimes(1);
    await expect(args.onPracticeSession).toHaveBeenCalledWith({ followUpDays: 14 });
    await userEvent.click(canvas.getByRole('button', { name: 'Start Session' }));
    await expect(args.onStartSession).toHaveBeenCalledTimes(1);
    await expect(args.onStartSession).toHaveBeenCalledWith({ followUpDays: 14 });
  },
};

/** A seeded video and its captions (apps/platform/public/media/demo), as the seed stores a scenario's welcome slide. */
const seededWelcome = {
  videoUrl: new URL('../../../../../apps/platform/public/media/demo/welcome.webm', import.meta.url).href,
  captionsUrl: new URL('../../../../../apps/platform/public/media/demo/welcome.vtt', import.meta.url).href,
};

/**
 * A video slide stored without its length (as the seed stores them): opened, the preview plays the video with its
 * captions, and says how long it is once the player has read the file.
 */
export const VideoWithCaptions: Story = {
  tags: ['no-visual'],
  args: {
    scenario: {
      ...scenarioDetail,
      slides: scenarioDetail.slides.map((slide, index) =>
        index === 0 ? { ...slide, ...seededWelcome, duration: null } : slide,
      ),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /1\. Welcome/ }));
    const opened = within(canvas.getByRole('region', { name: /1\. Welcome/ }));
    const video = opened.getByLabelText('Video: Welcome');
    await expect(video.tagName).toBe('VIDEO');
    await expect(await opened.findByText('Duration: 0:10')).toBeVisible();
    const captions = video.querySelectorAll<HTMLTrackElement>('track[kind="captions"]');
    await expect(captions).toHaveLength(1);
    // The captions file is served and read: the player has cues to show.
    await waitFor(() => expect(captions[0]!.readyState).toBe(HTMLTrackElement.LOADED));
    await expect(captions[0]!.track.cues?.length).toBeGreaterThan(0);
  },
};

/** The host picks when the follow-up e-mail goes out (14 days unless changed); starting passes the choice on. */
export const FollowUpChoice: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const followUp = canvas.getByRole('combobox', { name: 'Follow-up e-mail' });
    await expect(followUp).toHaveTextContent('After 14 days');
    await expect(followUp).toHaveAccessibleDescription(
      'Participants who leave an address with their commitment get one reminder.',
    );
    // Keyboard only: focus, open with Enter, the choices listed, move up to 7 days, choose with Enter.
    followUp.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['After 7 days', 'After 14 days', 'After 30 days']);
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(followUp).toHaveTextContent('After 7 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Session' }));
    await expect(args.onStartSession).toHaveBeenCalledWith({ followUpDays: 7 });

    // By pointer: 30 days, passed to a practice session too.
    await userEvent.click(followUp);
    await userEvent.click(await screen.findByRole('option', { name: 'After 30 days' }));
    await expect(followUp).toHaveTextContent('After 30 days');
    await userEvent.click(canvas.getByRole('button', { name: 'Practice Session' }));
    await expect(args.onPracticeSession).toHaveBeenCalledWith({ followUpDays: 30 });
  },
};

export const OpenSessionBlocksStart: Story = {
  args: { hasOpenSession: true },
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByRole('button', { name: 'Start Session' });
    await expect(start).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so keyboard users get the reason.
    start.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Close the current session to start a new one',
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(start);
    await expect(args.onStartSession).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const PlanExpired: Story = {
  args: { startBlockedReason: 'Your subscription has expired' },
  play: async ({ canvas, userEvent, args }) => {
    const start = canvas.getByRole('button', { name: 'Start Session' });
    await expect(start).toHaveAttribute('aria-disabled', 'true');
    await expect(start).toHaveAccessibleDescription('Your subscription has expired');
    start.focus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Your subscription has expired');
    await userEvent.keyboard('{Enter}');
    await expect(args.onStartSession).not.toHaveBeenCalled();
  },
};

export const Starting: Story = {
  args: { starting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Start Session' })).toBeDisabled();
  },
};

export const Practicing: Story = {
  args: { practicing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Practice Session' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Practice Session' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Start Session' })).toBeDisabled();
  },
};

export const NoResources: Story = {
  args: { scenario: { ...scenarioDetail, resources: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 items')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Resources/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { scenario: { ...scenarioDetail, slides: [], resources: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 items')).toBeVisible();
  },
};

/** A slide of a type this version does not know (a newer server): named as unsupported, never shown as another type. */
export const WordCloudSlide: Story = {
  tags: ['no-visual'],
  args: {
    scenario: {
      ...scenarioDetail,
      slides: [
        {
          id: 1,
          order: 1,
          title: 'In a word',
          slideType: 'word-cloud',
          questions: [],
          prompt: 'One word for how feedback feels',
          entryLimit: 3,
        },
      ],
      resources: [],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const item = canvas.getByRole('button', { name: /1\. In a word/ });
    await expect(item).toHaveTextContent('3 entries each');
    await userEvent.click(item);
    await expect(await canvas.findByText('One word for how feedback feels')).toBeVisible();
  },
};

/**
 * A scenario with a knowledge check starts in teams (four, dealt in turn), so the room sees teams' averages, never one
 * person's score; the host may turn them off before starting.
 */
export const KnowledgeCheckStartsInTeams: Story = {
  tags: ['no-visual'],
  args: {
    scenario: {
      ...scenarioDetail,
      slides: [
        {
          id: 1,
          order: 1,
          title: 'Which makes feedback easier to act on?',
          slideType: 'knowledge-check',
          questions: [],
          choices: [
            { label: 'Being specific', correct: true },
            { label: 'Keeping it vague', correct: false },
          ],
          explanation: null,
          timeLimit: null,
          speedBonus: false,
        },
      ],
      resources: [],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const teams = canvas.getByRole('switch', { name: 'Play in teams' });
    await expect(teams).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Session' }));
    await expect(args.onStartSession).toHaveBeenLastCalledWith({
      followUpDays: 14,
      teams: { count: 4, assign: 'round-robin' },
    });
    await userEvent.click(teams);
    await expect(teams).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Session' }));
    await expect(args.onStartSession).toHaveBeenLastCalledWith({ followUpDays: 14 });
  },
};

/** Without a slide that scores, the session starts without teams unless the host turns them on. */
export const TeamsOffWithoutACheck: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('switch', { name: 'Play in teams' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Start Session' }));
    await expect(args.onStartSession).toHaveBeenLastCalledWith({ followUpDays: 14 });
  },
};

/** A commitment slide: a closing activity, its prompt shown when opened. */
export const CommitmentSlide: Story = {
  tags: ['no-visual'],
  args: {
    scenario: {
      ...scenarioDetail,
      slides: [
        {
          id: 1,
          order: 1,
          title: 'Commitment',
          slideType: 'commitment',
          questions: [],
          prompt: 'What is one thing you will do differently after today?',
        },
      ],
      resources: [],
    },
  },
  play: async ({ canvas, userEvent }) => {
    const item = canvas.getByRole('button', { name: /1\. Commitment/ });
    await expect(item).toHaveTextContent('Closing activity');
    await userEvent.click(item);
    await expect(
      await canvas.findByText('What is one thing you will do differently after today?'),
    ).toBeVisible();
    await expect(canvas.getByText(/may leave an e-mail address for one reminder/)).toBeVisible();
  },
};

/**
 * A branching scenario: the main line unindented; under the decision each option with its path's slides indented,
 * then where it rejoins the main line or that it ends the scenario.
 */
export const BranchingCurriculum: Story = {
  tags: ['no-visual'],
  args: { scenario: branchingScenario },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('8 items')).toBeVisible();
    const decision = canvas.getByRole('button', { name: /2\. Sam is shouting at a colleague/ });
    await expect(decision).toHaveTextContent('3 options');
    const paths = canvas.getAllByRole('group');
    await expect(paths.map((path) => path.textContent)).toEqual([
      'Option A: Step in3. Alex steps in1:004. What did Alex say?1 questionRejoins at 7. Debrief',
      'Option B: Call a manager5. The manager arrives0:45Rejoins at 7. Debrief',
      'Option C: Wait and watch6. Sam walks out0:30Ends the scenario',
    ]);
    await expect(paths[0]).toHaveAccessibleName('Option A: Step in');
    // The main line stays outside the paths.
    for (const title of [/1\. At the front desk/, /7\. Debrief/, /8\. Closing Questions/])
      await expect(paths.some((path) => within(path).queryByRole('button', { name: title }))).toBe(false);

    // Keyboard only: the decision opens to its situation and where each option leads.
    decision.focus();
    await userEvent.keyboard('{Enter}');
    await expect(decision).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText('Let the room argue for a minute before you reveal the vote.'),
    ).toBeVisible();
    const options = canvas.getByRole('list', { name: 'Options' });
    await expect([...options.children].map((option) => option.textContent)).toEqual([
      'A. Step inLeads to "Alex steps in", then "What did Alex say?"Rejoins at 7. Debrief',
      'B. Call a managerLeads to "The manager arrives"Rejoins at 7. Debrief',
      'C. Wait and watchLeads to "Sam walks out"Ends the scenario',
    ]);
    // A path's slide opens like any other.
    await userEvent.click(within(paths[0]!).getByRole('button', { name: /4\. What did Alex say\?/ }));
    await expect(await canvas.findByText('What calmed Sam down?')).toBeVisible();
  },
};

export const UnsupportedSlide: Story = {
  tags: ['no-visual'],
  args: {
    scenario: {
      ...scenarioDetail,
      // Not a slide this version can type: a newer server's.
      slides: [
        { id: 1, order: 1, title: 'Our words', slideType: 'quiz', questions: ['One word for today?'] },
      ] as unknown as ScenarioSlide[],
      resources: [],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /1\. Our words/ }));
    await expect(canvas.getByRole('button', { name: /1\. Our words/ })).toHaveTextContent(
      'Unsupported slide',
    );
    await expect(
      await canvas.findByText('This kind of slide cannot be shown in this version of the app.'),
    ).toBeVisible();
    await expect(canvas.queryByText('One word for today?')).not.toBeInTheDocument();
  },
};

export const InDialog: StoryObj<typeof ScenarioPreviewDialog> = {
  render: (args) => <ScenarioPreviewDialog {...args} />,
  tags: ['overlay'],
  args: {
    scenario: scenarioDetail,
    open: true,
    onOpenChange: fn(),
    onStartSession: fn(),
    onPracticeSession: fn(),
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: scenarioDetail.title });
    await expect(dialog).toHaveAccessibleDescription(scenarioDetail.description);
    // Escape only closes once the dialog has taken focus (its focus trap mounts after the first paint);
    // on a busy machine pressing it earlier reaches nothing.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** The dialog opens at once, before the scenario has arrived. */
export const Loading: StoryObj<typeof ScenarioPreviewDialog> = {
  render: (args) => <ScenarioPreviewDialog {...args} />,
  tags: ['overlay'],
  args: { scenario: null, loading: true, open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Loading...' });
    await expect(within(dialog).queryByRole('button', { name: 'Start Session' })).not.toBeInTheDocument();
  },
};

export const LoadFailed: StoryObj<typeof ScenarioPreviewDialog> = {
  render: (args) => <ScenarioPreviewDialog {...args} />,
  tags: ['overlay'],
  args: { scenario: null, error: 'Failed to load the scenario', open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Scenario' });
    await expect(dialog).toHaveAccessibleDescription('Failed to load the scenario');
    await expect(within(dialog).queryByRole('button', { name: 'Start Session' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
