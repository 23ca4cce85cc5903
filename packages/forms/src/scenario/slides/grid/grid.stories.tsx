import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dragByKeyboard, enter, expectFieldError, label } from '../../../test/story-helpers';
import { toSlidesSent } from '../../scenario-mappers';
import { SlideEditor } from '../../slide-editor';
import type { SlideValues } from '../../slide-schema';

/** The 2x2 grid slide in the scenario editor (its kind's folder: nothing outside it names the kind but the registry). */
const meta = {
  title: 'Forms/Scenario/SlideEditor/Grid',
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
 * A 2x2 grid slide: its title is the question; each axis has a name and two ends, all required; it starts with 2
 * blank items (removed down to 2, added up to 10, each a different text), reordered by keyboard drag; its averages
 * show live once the minimum have answered (no reveal mode).
 */
export const Authoring: Story = {
  args: { defaultValues: { slides: [] } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.click(card(canvasElement, 1).getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: '2x2 grid' }));
    const slide = card(canvasElement, 1);
    const item = (n: number) => slide.getByRole('textbox', { name: `Item ${n}` });
    const x = within(slide.getByRole('group', { name: 'Horizontal axis' }));
    const y = within(slide.getByRole('group', { name: 'Vertical axis' }));
    await expect(slide.getAllByRole('textbox', { name: /^Item \d/ })).toHaveLength(2);

    await enter(userEvent, slide.getByLabelText(label('Question')), 'Which ideas are worth the effort?');
    await enter(userEvent, x.getByLabelText(label('Name')), 'Effort');
    await enter(userEvent, x.getByLabelText(label('Left end')), 'Low');
    await enter(userEvent, x.getByLabelText(label('Right end')), 'High');
    await enter(userEvent, y.getByLabelText(label('Name')), 'Impact');
    await enter(userEvent, y.getByLabelText(label('Bottom end')), 'Small');
    await enter(userEvent, item(1), 'New CRM');
    await enter(userEvent, item(2), ' new crm ');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    // The top end is still blank, the second item repeats the first.
    await expectFieldError(
      slide.getByRole('group', { name: 'Vertical axis' }),
      label('Top end'),
      'Each axis needs a name and both ends, each up to 40 characters',
    );
    const row = canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!;
    await expectFieldError(row, 'Item 2', 'Each item must be different');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await enter(userEvent, y.getByLabelText(label('Top end')), 'Big');
    await userEvent.clear(item(2));
    await enter(userEvent, item(2), 'Playbook');
    // A new item takes the focus; after a removal, Add Item does.
    await userEvent.click(slide.getByRole('button', { name: 'Add item' }));
    await expect(item(3)).toHaveFocus();
    await userEvent.type(item(3), 'Customer panel');
    await userEvent.click(slide.getByRole('button', { name: 'Add item' }));
    await userEvent.type(item(4), 'Hiring');
    await userEvent.click(slide.getByRole('button', { name: 'Remove item 2' }));
    await expect(slide.getByRole('button', { name: 'Add item' })).toHaveFocus();
    await dragByKeyboard(userEvent, slide.getByRole('button', { name: 'Reorder item 3' }), -2);
    await expect(item(1)).toHaveValue('Hiring');

    await expect(
      slide.getByText("The room's average places show on the presenter once this many have answered."),
    ).toBeVisible();
    const minimum = slide.getByLabelText(label('Minimum answers'));
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '3');

    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      {
        title: 'Which ideas are worth the effort?',
        slideType: 'grid',
        order: 1,
        xAxis: 'Effort',
        xAxisLow: 'Low',
        xAxisHigh: 'High',
        yAxis: 'Impact',
        yAxisLow: 'Small',
        yAxisHigh: 'Big',
        gridItems: ['Hiring', 'New CRM', 'Customer panel'],
        revealThreshold: 3,
        showAnswerCount: true,
      },
    ]);
  },
};
