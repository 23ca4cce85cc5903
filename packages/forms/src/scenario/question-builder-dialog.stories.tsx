import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withOpener } from '../test/harness';
import { announcedPosition, dragByKeyboard, label } from '../test/story-helpers';
import { QuestionBuilderDialog } from './question-builder-dialog';

const Harness = withOpener(QuestionBuilderDialog, 'Add Question');

const meta = {
  title: 'Forms/Scenario/QuestionBuilderDialog',
  component: Harness,
  tags: ['no-visual', 'overlay'],
  args: { defaultOpen: true, onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const dialog = async () => within(await page().findByRole('dialog'));
const responseValues = (root: ReturnType<typeof within>) =>
  root
    .getAllByRole('textbox', { name: /^Response \d+$/ })
    .map((input: HTMLElement) => (input as HTMLInputElement).value);

async function chooseType(userEvent: { click: (element: Element) => Promise<void> }, name: string) {
  const box = await dialog();
  await userEvent.click(box.getByLabelText(label('Question Type')));
  await userEvent.click(await page().findByRole('option', { name }));
}

/** Opens with no responses and no way to add one until a choice type is chosen. */
export const Empty: Story = {
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('heading', { name: 'Add Question' })).toBeVisible();
    await expect(box.queryAllByRole('textbox', { name: /^Response/ })).toHaveLength(0);
    await expect(box.queryByRole('button', { name: 'Add another Response' })).toBeNull();
  },
};

/**
 * A single-choice question: 4 empty responses appear, a fifth is added, one deleted, and the first moved
 * down by keyboard drag; the question is handed over with the response ids as values, then the dialog closes.
 */
export const Filled: Story = {
  play: async ({ userEvent, args }) => {
    let box = await dialog();
    await userEvent.type(box.getByLabelText(label('Question')), 'What would you do first?');
    await chooseType(userEvent, 'Single choice');
    box = await dialog();
    await expect(box.getAllByRole('textbox', { name: /^Response \d+$/ })).toHaveLength(4);
    const texts = ['Listen', 'Escalate', 'Wait', 'Apologise'];
    for (const [index, text] of texts.entries()) {
      await userEvent.type(box.getByRole('textbox', { name: `Response ${index + 1}` }), text);
    }
    await userEvent.click(box.getByRole('button', { name: 'Add another Response' }));
    await userEvent.type(box.getByRole('textbox', { name: 'Response 5' }), 'Ask a colleague');
    await userEvent.click(box.getByRole('button', { name: 'Delete response 3' }));
    await expect(responseValues(box)).toEqual(['Listen', 'Escalate', 'Apologise', 'Ask a colleague']);
    await dragByKeyboard(userEvent, box.getByRole('button', { name: 'Reorder response 1' }), 1);
    await waitFor(() =>
      expect(responseValues(box)).toEqual(['Escalate', 'Listen', 'Apologise', 'Ask a colleague']),
    );
    await userEvent.click(box.getByRole('button', { name: 'Save Question' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      question: 'What would you do first?',
      type: 'single-choice',
      answers: [
        { label: 'Escalate', value: '2' },
        { label: 'Listen', value: '1' },
        { label: 'Apologise', value: '4' },
        { label: 'Ask a colleague', value: '5' },
      ],
    });
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** Pointer drag starts only after the pointer moves 5 px; then a response can be dropped further down. */
export const PointerDrag: Story = {
  args: {
    question: {
      question: 'Order these',
      type: 'multiple',
      answers: [
        { label: 'One', value: '1' },
        { label: 'Two', value: '2' },
        { label: 'Three', value: '3' },
      ],
    },
  },
  play: async ({ userEvent }) => {
    const box = await dialog();
    // The modal dialog is the only part of the page that takes the pointer.
    const surface = page().getByRole('dialog');
    const handle = box.getByRole('button', { name: 'Reorder response 1' });
    const from = handle.getBoundingClientRect();
    const to = box.getByRole('button', { name: 'Reorder response 3' }).getBoundingClientRect();
    const x = from.left + from.width / 2;
    const y = from.top + from.height / 2;
    await userEvent.pointer({ keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } });
    // 3 px: still a press, not a drag (a drag would show by the next frame).
    await userEvent.pointer({ target: handle, coords: { clientX: x, clientY: y + 3 } });
    await new Promise(requestAnimationFrame);
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    await userEvent.pointer({ target: surface, coords: { clientX: x, clientY: y + 8 } });
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    // Over the third response: dropped once the live region says it is there.
    const drop = { clientX: x, clientY: to.top + to.height / 2 };
    await userEvent.pointer({ target: surface, coords: drop });
    await waitFor(() => expect(announcedPosition(handle)).toBe(3));
    await userEvent.pointer({ keys: '[/MouseLeft]', target: surface, coords: drop });
    await waitFor(() => expect(responseValues(box)).toEqual(['Two', 'Three', 'One']));
  },
};

/** Choosing free text clears the responses. */
export const FreeText: Story = {
  play: async ({ userEvent, args }) => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText(label('Question')), 'What will you do differently?');
    await chooseType(userEvent, 'Multiple choice');
    await expect(box.getAllByRole('textbox', { name: /^Response \d+$/ })).toHaveLength(4);
    await chooseType(userEvent, 'Free text');
    await expect(box.queryAllByRole('textbox', { name: /^Response/ })).toHaveLength(0);
    await expect(box.queryByRole('button', { name: 'Add another Response' })).toBeNull();
    await userEvent.click(box.getByRole('button', { name: 'Save Question' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      question: 'What will you do differently?',
      type: 'free-text',
      answers: [],
    });
  },
};

/** An NPS-layout question: the layout is handed over with the question. */
export const NpsLayout: Story = {
  play: async ({ userEvent, args }) => {
    let box = await dialog();
    await userEvent.type(box.getByLabelText(label('Question')), 'How likely are you to recommend this?');
    await chooseType(userEvent, 'Single choice');
    box = await dialog();
    await userEvent.click(box.getByLabelText(label('Layout')));
    await userEvent.click(await page().findByRole('option', { name: 'NPS (0-10)' }));
    for (let index = 4; index >= 1; index -= 1) {
      await userEvent.click(box.getByRole('button', { name: `Delete response ${index}` }));
    }
    await userEvent.click(box.getByRole('button', { name: 'Save Question' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      question: 'How likely are you to recommend this?',
      type: 'single-choice',
      layoutType: 'nps',
      answers: [],
    });
  },
};

export const AllErrors: Story = {
  play: async ({ userEvent, args }) => {
    let box = await dialog();
    await userEvent.click(box.getByRole('button', { name: 'Save Question' }));
    const question = box.getByLabelText(label('Question'));
    await expect(question).toHaveAttribute('aria-invalid', 'true');
    await expect(await box.findByText('Question is required')).toHaveAttribute('role', 'alert');
    await userEvent.type(question, '   ');
    await userEvent.click(box.getByRole('button', { name: 'Save Question' }));
    await expect(box.getByText('Question is required')).toBeVisible();
    await userEvent.type(question, 'Pick one');
    await chooseType(userEvent, 'Single choice');
    box = await dialog();
    await userEvent.type(box.getByRole('textbox', { name: 'Response 1' }), 'Yes');
    await userEvent.type(box.getByRole('textbox', { name: 'Response 2' }), '  ');
    await userEvent.click(box.getByRole('button', { name: 'Save Question' }));
    await expect(await box.findByText('All responses must be filled')).toHaveAttribute('role', 'alert');
    await expect(box.getByRole('textbox', { name: 'Response 2' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Closing resets question, type and responses. */
export const ClosingResets: Story = {
  play: async ({ canvas, userEvent, args }) => {
    let box = await dialog();
    await userEvent.type(box.getByLabelText(label('Question')), 'Half-written');
    await chooseType(userEvent, 'Multiple choice');
    await userEvent.click((await dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Add Question' }));
    box = await dialog();
    await expect(box.getByLabelText(label('Question'))).toHaveValue('');
    await expect(box.queryAllByRole('textbox', { name: /^Response/ })).toHaveLength(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EditQuestion: Story = {
  args: {
    question: {
      question: 'How clear is your first step?',
      type: 'single-choice',
      layoutType: 'scale',
      answers: [
        { label: 'Not at all clear', value: '1' },
        { label: 'Very clear', value: '2' },
      ],
    },
  },
  play: async ({ userEvent, args }) => {
    const box = await dialog();
    await expect(box.getByRole('heading', { name: 'Edit Question' })).toBeVisible();
    await expect(responseValues(box)).toEqual(['Not at all clear', 'Very clear']);
    await userEvent.click(box.getByRole('button', { name: 'Add another Response' }));
    await userEvent.type(box.getByRole('textbox', { name: 'Response 3' }), 'Crystal clear');
    await userEvent.click(box.getByRole('button', { name: 'Save Question' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      question: 'How clear is your first step?',
      type: 'single-choice',
      layoutType: 'scale',
      answers: [
        { label: 'Not at all clear', value: '1' },
        { label: 'Very clear', value: '2' },
        { label: 'Crystal clear', value: '3' },
      ],
    });
  },
};
