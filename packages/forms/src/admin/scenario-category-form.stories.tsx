import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending } from '../test/story-helpers';
import { ScenarioCategoryForm } from './scenario-category-form';

const meta = {
  title: 'Forms/Admin/ScenarioCategoryForm',
  component: ScenarioCategoryForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}), onCancel: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ScenarioCategoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText(label('Category'))).toHaveAttribute(
      'placeholder',
      'Enter category name',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Category')), 'Customer Service');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Category' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ category: 'Customer Service' }));
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Category' }));
    await expectFieldError(canvasElement, 'Category', 'Category name is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { category: 'Safety' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Category' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { defaultValues: { category: 'Safety' }, serverError: 'Failed to save category' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save category');
  },
};
