import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { chooseByKeyboard, dragByKeyboard, expectFieldError, label } from '../test/story-helpers';
import { PlaylistForm } from './playlist-form';

const meta = {
  title: 'Forms/Scenario/PlaylistForm',
  component: PlaylistForm,
  tags: ['no-visual'],
  args: {
    onSubmit: fn(async () => {}),
    onCancel: fn(),
    scenarios: [
      { id: 1, title: 'Handling a difficult conversation' },
      { id: 2, title: 'Feedback that lands' },
      { id: 3, title: 'Running a retrospective' },
    ],
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof PlaylistForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three scenarios added by keyboard, the third moved to the top by keyboard, then saved in that order. */
export const Build: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Title')), 'First quarter');
    await userEvent.type(canvas.getByLabelText(label('Team name')), 'Support team');
    for (const title of [
      'Handling a difficult conversation',
      'Feedback that lands',
      'Running a retrospective',
    ]) {
      canvas.getByLabelText(label('Scenario to add')).focus();
      await chooseByKeyboard(userEvent, title);
      await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    }
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Move step 3' }), -2);
    await waitFor(() => expect(canvas.getByText('Step 1: Running a retrospective')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Remove step 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Playlist' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'First quarter',
        teamName: 'Support team',
        cadence: null,
        steps: [{ scenarioId: 3 }, { scenarioId: 1 }],
      }),
    );
  },
};

/** A saved playlist keeps its steps' ids, so a reorder keeps their sessions. */
export const Edit: Story = {
  args: {
    defaultValues: {
      title: 'First quarter',
      teamName: '',
      cadence: 'weekly',
      steps: [
        { key: '11', id: 11, scenarioId: 1, scenarioTitle: 'Handling a difficult conversation' },
        { key: '12', id: 12, scenarioId: 2, scenarioTitle: 'Feedback that lands' },
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await dragByKeyboard(userEvent, canvas.getByRole('button', { name: 'Move step 1' }), 1);
    await waitFor(() => expect(canvas.getByText('Step 1: Feedback that lands')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Save Playlist' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'First quarter',
        teamName: null,
        cadence: 'weekly',
        steps: [
          { id: 12, scenarioId: 2 },
          { id: 11, scenarioId: 1 },
        ],
      }),
    );
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Playlist' }));
    await expectFieldError(canvasElement, label('Title'), 'Title is required');
    await expect(canvas.getByText('Add at least one scenario')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
