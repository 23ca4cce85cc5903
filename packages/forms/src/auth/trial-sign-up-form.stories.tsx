import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { TrialSignUpForm } from './trial-sign-up-form';

const meta = {
  title: 'Forms/Auth/TrialSignUpForm',
  component: TrialSignUpForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof TrialSignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  firstName: 'Ana',
  lastName: 'Ortiz',
  companyName: 'Northwind Care',
  email: 'ana@northwind.example',
  password: 'quiet harbour lantern',
};

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('First Name')), filled.firstName);
    await userEvent.type(canvas.getByLabelText(label('Last Name')), filled.lastName);
    await userEvent.type(canvas.getByLabelText(label('Company Name')), ` ${filled.companyName} `);
    await userEvent.type(canvas.getByLabelText(label('Email')), filled.email);
    await userEvent.type(canvas.getByLabelText(label('Password')), filled.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    // The contract's TrialSignUp, text trimmed.
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(filled));
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expectFieldError(canvasElement, 'First Name', 'First name is required');
    await expectFieldError(canvasElement, 'Last Name', 'Last name is required');
    await expectFieldError(canvasElement, 'Company Name', 'Company name is required');
    await expectFieldError(canvasElement, 'Email', 'Email is required');
    await expectFieldError(canvasElement, 'Password', 'Password is required');
    await userEvent.type(canvas.getByLabelText(label('Email')), 'not-an-email');
    await userEvent.type(canvas.getByLabelText(label('Password')), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expectFieldError(canvasElement, 'Email', 'Invalid email format');
    await expectFieldError(canvasElement, 'Password', 'Password must be at least 8 characters');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusal of one field (a password too easy to guess) shows on that field, the values kept. */
export const ServerFieldError: Story = {
  args: {
    defaultValues: { ...filled, password: 'password-123' },
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Invalid data'), {
        status: 400,
        serverMessage: 'Invalid data',
        fieldErrors: { password: 'This password is too easy to guess.' },
      });
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expectFieldError(canvasElement, 'Password', 'This password is too easy to guess.');
    await expect(canvas.getByLabelText(label('Company Name'))).toHaveValue(filled.companyName);
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(await canvas.findByRole('button', { name: 'Starting...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    onSubmit: fn(rejectWith('Too many requests. Please wait a few minutes and try again.')),
    defaultValues: filled,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many requests');
  },
};
