import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { FaqForm } from './faq-form';

const categories = [
  { value: '1', label: 'Getting Started' },
  { value: '2', label: 'Sessions' },
];
const tags = [
  { value: '1', label: 'beginner' },
  { value: '2', label: 'setup' },
  { value: '3', label: 'troubleshooting' },
];

const meta = {
  title: 'Forms/Admin/FaqForm',
  component: FaqForm,
  tags: ['no-visual'],
  args: {
    categories,
    tags,
    onSubmit: fn(async () => {}),
    onCreateCategory: fn(async (name: string) => ({ value: '9', label: name })),
    onCreateTag: fn(async (name: string) => ({ value: '7', label: name })),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof FaqForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Publish FAQ' })).toBeVisible();
    await expect(canvas.getByText('e.g., beginner, setup, troubleshooting')).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Question')), 'How do participants join?');
    await userEvent.type(canvas.getByLabelText(label('Answer')), 'They enter the 4-character code.');
    await userEvent.click(canvas.getByLabelText(label('Category')));
    await userEvent.click(await page().findByRole('option', { name: 'Sessions' }));
    await userEvent.click(canvas.getByLabelText(label('Tags')));
    await userEvent.click(await page().findByRole('option', { name: 'setup' }));
    await userEvent.click(await page().findByRole('option', { name: 'beginner' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        question: 'How do participants join?',
        answer: 'They enter the 4-character code.',
        categoryId: 2,
        faq_tagsIds: [2, 1],
      }),
    );
  },
};

/** A category and a tag typed in the fields are created on the fly and chosen. */
export const CreateCategoryAndTag: Story = {
  args: { defaultValues: { question: 'Can I pay by invoice?', answer: 'Yes, on yearly plans.' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText(label('Category')));
    await expect(await page().findByText('Type to add a new category')).toBeVisible();
    await userEvent.type(page().getByPlaceholderText('Type to search...'), 'Billing');
    await userEvent.click(await page().findByRole('option', { name: 'Add "Billing"' }));
    await waitFor(() => expect(args.onCreateCategory).toHaveBeenCalledWith('Billing'));
    await expect(canvas.getByLabelText(label('Category'))).toHaveTextContent('Billing');
    await userEvent.click(canvas.getByLabelText(label('Tags')));
    await userEvent.type(page().getByPlaceholderText('Type to search...'), 'invoices');
    await userEvent.click(await page().findByRole('option', { name: 'Add "invoices"' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        question: 'Can I pay by invoice?',
        answer: 'Yes, on yearly plans.',
        categoryId: 9,
        faq_tagsIds: [7],
      }),
    );
  },
};

/** Creating fails: the server's message shows on the field, and nothing is chosen. */
export const CreateCategoryFails: Story = {
  args: {
    onCreateCategory: fn(async (_name: string): Promise<{ value: string; label: string }> => {
      throw new Error('A category with this name already exists');
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByLabelText(label('Category')));
    await userEvent.type(page().getByPlaceholderText('Type to search...'), 'Sessions 2');
    await userEvent.click(await page().findByRole('option', { name: 'Add "Sessions 2"' }));
    await waitFor(() =>
      expectFieldError(canvasElement, 'Category', 'A category with this name already exists'),
    );
    await expect(canvas.getByLabelText(label('Category'))).not.toHaveTextContent('Sessions 2');
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: { question: 'How do I start?', answer: 'Open the library.', category: '1', tags: ['3'] },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update FAQ' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        question: 'How do I start?',
        answer: 'Open the library.',
        categoryId: 1,
        faq_tagsIds: [3],
      }),
    );
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await expectFieldError(canvasElement, 'Question', 'Question is required');
    await expectFieldError(canvasElement, 'Answer', 'Answer is required');
    await expectFieldError(canvasElement, 'Category', 'Category is required');
    await userEvent.type(canvas.getByLabelText(label('Question')), 'q'.repeat(256));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await expectFieldError(canvasElement, 'Question', 'Question must be at most 255 characters');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AnswerTooLong: Story = {
  args: { defaultValues: { question: 'Long?', answer: 'a'.repeat(1001), category: '1' } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await expectFieldError(canvasElement, 'Answer', 'Answer must be at most 1000 characters');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { question: 'How?', answer: 'So.', category: '1' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(rejectWith('API Error')),
    defaultValues: { question: 'How?', answer: 'So.', category: '1' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish FAQ' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred while submitting the FAQ.',
    );
  },
};
