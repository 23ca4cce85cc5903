import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Forms/Auth/SignInForm',
  component: SignInForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(label('Email'))).toHaveValue('');
    await expect(canvas.getByLabelText(label('Password'))).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Email')), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText(label('Password')), 'correct horse');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        strategy: 'local',
        email: 'ana@example.com',
        password: 'correct horse',
      }),
    );
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectFieldError(canvasElement, 'Email', 'Email is required');
    await expectFieldError(canvasElement, 'Password', 'Password is required');
    await userEvent.type(canvas.getByLabelText(label('Email')), 'ana@');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectFieldError(canvasElement, 'Email', 'Invalid email format');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { email: 'ana@example.com', password: 'correct horse' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(rejectWith('Invalid email or password')),
    defaultValues: { email: 'ana@example.com', password: 'wrong' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** A message handed in by the caller (for example after a redirect). */
export const WithServerErrorProp: Story = {
  args: { serverError: 'An unexpected error occurred. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  },
};
