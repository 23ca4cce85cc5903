import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { presenterArgs } from '../../../../stories/hosts';
import { PresenterView } from '../../../live/presenter-view';
import { checkState, checkTally } from './fixtures';

// The knowledge check on the room's screen; the presenter's other screens are in live/presenter-view.stories.tsx.
const meta = {
  title: 'Screens/Live/Presenter/KnowledgeCheck',
  component: PresenterView,
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen' },
  args: presenterArgs,
} satisfies Meta<typeof PresenterView>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A timed check before the reveal: the question (at least 4% of the screen's height), the choices, a visible
 * countdown and how many answered; no correct choice, no split, no explanation yet.
 */
export const CheckCountingAnswers: Story = {
  args: { state: checkState(true, { closesAt: Date.now() + 600_000 }), tally: checkTally(7) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 1,
      name: 'Which of these make feedback easier to act on?',
    });
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThanOrEqual(innerHeight * 0.04);
    await expect(canvas.getByText('Answer on your phone: pick all that apply.')).toBeInTheDocument();
    await expect(canvas.getByTestId('countdown')).toHaveTextContent(/^(600|599)/);
    await expect(canvas.getByTestId('answer-count')).toHaveTextContent('7 of 12 participants answered');
    await expect(canvas.queryByText(/Correct/)).toBeNull();
    await expect(canvas.queryByText(/the moment is still fresh/)).toBeNull();
    await expect(canvas.queryByText(/chose it/)).toBeNull();
  },
};

/** Past the time limit: the countdown says time is up (0). */
export const CheckTimeUp: Story = {
  args: { state: checkState(true, { closesAt: Date.now() - 1000 }), tally: checkTally(12) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('countdown')).toHaveTextContent('0Time is up');
  },
};

/**
 * After the host's reveal: the split as bars, the correct choices marked with a tick and the word (never colour
 * alone), the explanation and the share exactly right; no one is named or ranked.
 */
export const CheckRevealed: Story = {
  args: { state: checkState(true, { closesAt: Date.now() - 1000, revealed: true }), tally: checkTally(12) },
  play: async ({ canvas }) => {
    const bars = within(canvas.getByRole('list', { name: 'Answers to each choice' }));
    await expect(bars.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'A. Describe what you saw and its effect✓ Correct7 chose it (58%)',
      'B. Save it for the yearly review5 chose it (42%)',
      'C. Give it soon after the moment✓ Correct8 chose it (67%)',
      'D. Say it in front of the whole team1 chose it (8%)',
    ]);
    await expect(canvas.getByText(/the moment is still fresh/)).toBeInTheDocument();
    await expect(canvas.getByTestId('share-correct')).toHaveTextContent('50% answered exactly right');
    await expect(canvas.queryByTestId('countdown')).toBeNull();
  },
};
