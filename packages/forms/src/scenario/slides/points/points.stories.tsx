import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dragByKeyboard, enter, expectFieldError, label } from '../../../test/story-helpers';
import { toSlidesSent } from '../../scenario-mappers';
import { SlideEditor } from '../../slide-editor';
import type { SlideValues } from '../../slide-schema';

/** The 100 points slide in the scenario editor (its kind's folder: nothing outside it names the kind but the registry). */
const meta = {
  title: 'Forms/Scenario/SlideEditor/Points',
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
 * A 100 points slide: its title is the question; it starts with 2 blank options (removed down to 2, added up to 8,
 * each a different text), reordered by keyboard drag; its averages show live once the minimum have answered (no
 * reveal mode).
 */
export const Authoring: Story = {
  args: { defaultValues: { slides: [] } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.click(card(canvasElement, 1).getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: '100 points' }));
    const slide = card(canvasElement, 1);
    const option = (n: number) => slide.getByRole('textbox', { name: `Option ${n}` });
    await expect(slide.getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(2);
    await expect(slide.queryByRole('button', { name: /^Remove option/ })).toBeNull();

    await enter(userEvent, slide.getByLabelText(label('Question')), 'Where should we put our effort?');
    await enter(userEvent, option(1), 'Customer calls');
    await enter(userEvent, option(2), ' customer CALLS ');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    const item = canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!;
    await expectFieldError(item, 'Option 2', 'Each option must be different');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(option(2));
    await enter(userEvent, option(2), 'Training');
    // A new option takes the focus; after a removal, Add Option does.
    await userEvent.click(slide.getByRole('button', { name: 'Add option' }));
    await expect(option(3)).toHaveFocus();
    await userEvent.type(option(3), 'Better tools');
    await userEvent.click(slide.getByRole('button', { name: 'Add option' }));
    await userEvent.type(option(4), 'Hiring');
    await userEvent.click(slide.getByRole('button', { name: 'Remove option 2' }));
    await expect(slide.getByRole('button', { name: 'Add option' })).toHaveFocus();
    await expect(slide.getAllByRole('textbox', { name: /^Option \d/ })).toHaveLength(3);
    await dragByKeyboard(userEvent, slide.getByRole('button', { name: 'Reorder option 3' }), -2);
    await expect(option(1)).toHaveValue('Hiring');

    // The poll's reveal settings but the mode: the averages show live once enough have answered.
    await expect(slide.queryByLabelText(label('Show results'))).toBeNull();
    await expect(
      slide.getByText('The average points show on the presenter once this many have answered.'),
    ).toBeVisible();
    const minimum = slide.getByLabelText(label('Minimum answers'));
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '3');

    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      {
        title: 'Where should we put our effort?',
        slideType: 'points',
        order: 1,
        pointOptions: ['Hiring', 'Customer calls', 'Better tools'],
        revealThreshold: 3,
        showAnswerCount: true,
      },
    ]);
  },
};
