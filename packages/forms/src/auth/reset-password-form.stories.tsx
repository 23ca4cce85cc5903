import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { ResetPasswordForm } from './reset-password-form';

const meta = {
  title: 'Forms/Auth/ResetPasswordForm',
  component: ResetPasswordForm,
  tags: ['no-visual'],
  args: { token: 'reset-token-123', onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ResetPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('New password')), 'brand new pass');
    await userEvent.type(canvas.getByLabelText(label('Confirm new password')), 'brand new pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ token: 'reset-token-123', password: 'brand new pass' }),
    );
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expectFieldError(canvasElement, 'New password', 'Password is required');
    await expectFieldError(canvasElement, 'Confirm new password', 'Please confirm your password');
    await userEvent.type(canvas.getByLabelText(label('New password')), 'short');
    await userEvent.type(canvas.getByLabelText(label('Confirm new password')), 'shorter');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expectFieldError(canvasElement, 'New password', 'Password must be at least 8 characters');
    await expectFieldError(canvasElement, 'Confirm new password', 'Passwords do not match');
  },
};

export const Submitting: Story = {
  args: {
    onSubmit: fn(pending),
    defaultValues: { password: 'brand new pass', confirmPassword: 'brand new pass' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(rejectWith('This reset link has expired')),
    defaultValues: { password: 'brand new pass', confirmPassword: 'brand new pass' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This reset link has expired');
  },
};
