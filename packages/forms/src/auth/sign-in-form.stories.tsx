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

/** Single sign-on covers the typed address: 'Continue with SSO' starts it with the address alone. */
export const WithSso: Story = {
  args: {
    onEmailChange: fn(),
    sso: { passwordAllowed: true, onContinue: fn(pending) },
    defaultValues: { email: 'ana@acme.example' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(args.onEmailChange).toHaveBeenCalledWith('ana@acme.example');
    await expect(canvas.getByLabelText(label('Password'))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    await expect(args.sso!.onContinue).toHaveBeenCalledWith('ana@acme.example');
    await expect(await canvas.findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The company turned passwords off: no password field, Enter continues with SSO. */
export const SsoOnly: Story = {
  args: {
    sso: { passwordAllowed: false, onContinue: fn(pending) },
    passwordHint: <a href="/forgot-password">Forgot your password</a>,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText(label('Password'))).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Forgot your password' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(label('Email')), 'ana@acme.example{Enter}');
    await waitFor(() => expect(args.sso!.onContinue).toHaveBeenCalledWith('ana@acme.example'));
  },
};

/** Starting the single sign-on fails: its reason shows and the form can be used again. */
export const SsoRefused: Story = {
  args: {
    sso: {
      passwordAllowed: true,
      onContinue: fn(rejectWith('Single sign-on is available on the Enterprise plan only')),
    },
    defaultValues: { email: 'ana@acme.example' },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with SSO' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Single sign-on is available on the Enterprise plan only',
    );
    await expect(canvas.getByRole('button', { name: 'Continue with SSO' })).toBeEnabled();
  },
};
