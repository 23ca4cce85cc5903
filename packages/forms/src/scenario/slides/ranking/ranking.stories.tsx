import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dragByKeyboard, enter, expectFieldError, label } from '../../../test/story-helpers';
import { toSlidesSent } from '../../scenario-mappers';
import { SlideEditor } from '../../slide-editor';
import type { SlideValues } from '../../slide-schema';

/** The ranking slide in the scenario editor (its kind's folder: nothing outside it names the kind but the registry). */
const meta = {
  title: 'Forms/Scenario/SlideEditor/Ranking',
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
 * A ranking slide: its title is the question; it starts with 3 blank items (removed down to 3, added up to 8, each a
 * different text), reordered by keyboard drag; its results show live once the minimum have ranked (no reveal mode).
 */
export const Authoring: Story = {
  args: { defaultValues: { slides: [] } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add New Slide' }));
    await userEvent.click(card(canvasElement, 1).getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Ranking' }));
    const ranking = card(canvasElement, 1);
    const item = (n: number) => ranking.getByRole('textbox', { name: `Item ${n}` });
    await expect(ranking.getAllByRole('textbox', { name: /^Item \d/ })).toHaveLength(3);
    await expect(ranking.queryByRole('button', { name: /^Remove item/ })).toBeNull();

    await enter(userEvent, ranking.getByLabelText(label('Question')), 'What matters most in a hard talk?');
    await enter(userEvent, item(1), 'Listen first');
    await enter(userEvent, item(2), 'Ask questions');
    // Another type and back: the items typed are kept, as every type's fields are.
    await userEvent.click(ranking.getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Poll' }));
    await expect(ranking.queryByRole('textbox', { name: 'Item 1' })).toBeNull();
    await userEvent.click(ranking.getByLabelText(label('Slide Type')));
    await userEvent.click(await page().findByRole('option', { name: 'Ranking' }));
    await expect(item(1)).toHaveValue('Listen first');
    await expect(item(2)).toHaveValue('Ask questions');
    await enter(userEvent, item(3), ' listen FIRST ');
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    const slide = canvasElement.querySelector<HTMLElement>('li:nth-child(1)')!;
    await expectFieldError(slide, 'Item 3', 'Each item must be different');
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(item(3));
    await enter(userEvent, item(3), 'Agree on a next step');
    // A new item takes the focus; after a removal, Add Item does.
    await userEvent.click(ranking.getByRole('button', { name: 'Add item' }));
    await expect(item(4)).toHaveFocus();
    await userEvent.type(item(4), 'Summarise');
    await userEvent.click(ranking.getByRole('button', { name: 'Remove item 2' }));
    await expect(ranking.getByRole('button', { name: 'Add item' })).toHaveFocus();
    await expect(ranking.getAllByRole('textbox', { name: /^Item \d/ })).toHaveLength(3);
    await dragByKeyboard(userEvent, ranking.getByRole('button', { name: 'Reorder item 3' }), -1);
    await expect(item(2)).toHaveValue('Summarise');

    // The poll's reveal settings but the mode: the results show live once enough have ranked.
    await expect(ranking.queryByLabelText(label('Show results'))).toBeNull();
    await expect(
      ranking.getByText('The bars show on the presenter once this many have ranked.'),
    ).toBeVisible();
    const minimum = ranking.getByLabelText(label('Minimum answers'));
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '10');
    await userEvent.click(ranking.getByRole('checkbox', { name: 'Show the answer count on the presenter' }));

    await userEvent.click(canvas.getByRole('button', { name: 'Complete Scenario' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(toSlidesSent(submitted(args.onSubmit))).toEqual([
      {
        title: 'What matters most in a hard talk?',
        slideType: 'ranking',
        order: 1,
        items: ['Listen first', 'Summarise', 'Agree on a next step'],
        revealThreshold: 10,
        showAnswerCount: false,
      },
    ]);
  },
};
