import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { ChangePasswordForm } from './change-password-form';

const meta = {
  title: 'Forms/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  currentPassword: 'old password',
  newPassword: 'new password!',
  confirmPassword: 'new password!',
};

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Current password')), 'old password');
    await userEvent.type(canvas.getByLabelText(label('New password')), 'new password!');
    await userEvent.type(canvas.getByLabelText(label('Confirm new password')), 'new password!');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        currentPassword: 'old password',
        newPassword: 'new password!',
      }),
    );
    // Cleared after success.
    await waitFor(() => expect(canvas.getByLabelText(label('Current password'))).toHaveValue(''));
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expectFieldError(canvasElement, 'Current password', 'Current password is required');
    await expectFieldError(canvasElement, 'New password', 'Password is required');
    await userEvent.type(canvas.getByLabelText(label('New password')), 'short');
    await userEvent.type(canvas.getByLabelText(label('Confirm new password')), 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expectFieldError(canvasElement, 'New password', 'Password must be at least 8 characters');
    await expectFieldError(canvasElement, 'Confirm new password', 'Passwords do not match');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('Current password is incorrect')), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Current password is incorrect');
  },
};
