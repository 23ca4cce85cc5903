import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending } from '../test/story-helpers';
import { TagForm } from './tag-form';

const meta = {
  title: 'Forms/Admin/TagForm',
  component: TagForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}), onCancel: fn() },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TagForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(label('Color'))).toHaveValue('#000000');
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Tag Name')), 'Onboarding');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Tag' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ tag: 'Onboarding', color: '#000000' }));
  },
};

export const Edit: Story = {
  args: { defaultValues: { name: 'Safety', color: '#d97706' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Tag' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ tag: 'Safety', color: '#d97706' }));
  },
};

/** An empty name sends nothing. */
export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Tag' }));
    await expectFieldError(canvasElement, 'Tag Name', 'Tag name is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { name: 'Safety' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Tag' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: { name: 'Safety' },
    onSubmit: fn(async () => {
      throw Object.assign(new Error('API Error'), { status: 500 });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Tag' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save tag');
  },
};
