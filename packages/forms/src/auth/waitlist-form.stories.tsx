import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { label, pending, rejectWith } from '../test/story-helpers';
import { WaitlistForm } from './waitlist-form';

const meta = {
  title: 'Forms/Auth/WaitlistForm',
  component: WaitlistForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof WaitlistForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText(label('Email'));
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toBeRequired();
    await expect(canvas.getByText('No spam, just updates. Unsubscribe anytime.')).toBeVisible();
    // An empty email is ignored.
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Email')), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@example.com' }));
    await waitFor(() => expect(canvas.getByLabelText(label('Email'))).toHaveValue(''));
  },
};

/** The browser's own email check stops a malformed address before the form sees it. */
export const AllErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText(label('Email'));
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect((email as HTMLInputElement).validity.typeMismatch).toBe(true);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { email: 'ana@example.com' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('button', { name: 'Joining...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('')), defaultValues: { email: 'ana@example.com' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Try again later');
  },
};
