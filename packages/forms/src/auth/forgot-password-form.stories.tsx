import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { ForgotPasswordForm } from './forgot-password-form';

const meta = {
  title: 'Forms/Auth/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Email')), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com' }));
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expectFieldError(canvasElement, 'Email', 'Email is required');
    await userEvent.type(canvas.getByLabelText(label('Email')), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expectFieldError(canvasElement, 'Email', 'Invalid email format');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { email: 'ana@example.com' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('Network error occurred')), defaultValues: { email: 'ana@example.com' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error occurred');
  },
};
