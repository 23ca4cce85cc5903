import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { enter, expectFieldError, label } from '../../../test/story-helpers';
import { toSlidesSent } from '../../scenario-mappers';
import { SlideEditor } from '../../slide-editor';
import type { SlideValues } from '../../slide-schema';

/** The knowledge check in the scenario editor (its kind's folder: nothing outside it names the kind but the registry). */
const meta = {
  title: 'Forms/Scenario/SlideEditor/KnowledgeCheck',
  component: SlideEditor,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof SlideEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const card = (root: HTMLElement, number: number) =>
  within(within(root).getByRole('group', { name: new RegExp(`^Slide ${number}\\b`) }));
const submitted = (onSubmit: unknown) =>
  (onSubmit as { mock: { calls: [{ slides: SlideValues[] }][] } }).mock.calls[0]![0].slides;

/**
 * A knowledge check: its title is the question; it starts with 2 blank choices (added up to 6), none correct; the
 * editor refuses no correct choice and a speed bonus without a time limit, then sends two correct choices, the
 * explanation, the time limit and the speed bonus.
 */
export const Authoring: Story = {
  args: { defaultValues: { slides: [] } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.click(card(canvasElement, 1).getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Knowledge check' }));
    const check = card(canvasElement, 1);
    const choice = (n: number) => check.getByRole('textbox', { name: `Choice ${n}` });
    await expect(check.getAllByRole('textbox', { name: /^Choice \d/ })).toHaveLength(2);

    await enter(userEvent, check.getByLabelText(label('Question')), 'Which make feedback easier to act on?');
    await enter(userEvent, choice(1), 'Specific');
    await enter(userEvent, choice(2), 'Saved for the yearly review');
    await userEvent.click(check.getByRole('button', { name: 'Add choice' }));
    await expect(choice(3)).toHaveFocus();
    await userEvent.type(choice(3), 'Timely');
    await userEvent.click(check.getByRole('checkbox', { name: /^Speed bonus/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await expect(await check.findByText('Mark at least one choice as correct')).toBeVisible();
    await expect(check.getByText('The speed bonus needs a time limit')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Correct choices by keyboard: the checkbox of each row.
    check.getByRole('checkbox', { name: 'Choice 1 is correct' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(check.getByRole('checkbox', { name: 'Choice 3 is correct' }));
    await enter(userEvent, check.getByLabelText(label('Time limit (seconds)')), '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    const slide = canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!;
    await expectFieldError(slide, 'Time limit (seconds)', 'The time limit must be 5 to 300 seconds');
    await userEvent.clear(check.getByLabelText(label('Time limit (seconds)')));
    await enter(userEvent, check.getByLabelText(label('Time limit (seconds)')), '30');
    await enter(
      userEvent,
      check.getByLabelText(label('Explanation')),
      'Soon and specific is easier to act on.',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      {
        title: 'Which make feedback easier to act on?',
        slideType: 'knowledge-check',
        order: 1,
        choices: [
          { label: 'Specific', correct: true },
          { label: 'Saved for the yearly review', correct: false },
          { label: 'Timely', correct: true },
        ],
        explanation: 'Soon and specific is easier to act on.',
        timeLimit: 30,
        speedBonus: true,
      },
    ]);
  },
};
