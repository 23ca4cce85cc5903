import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { ProfileForm } from './profile-form';

const meta = {
  title: 'Forms/Account/ProfileForm',
  component: ProfileForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { defaultValues: { firstName: 'Ana', lastName: 'Lee' } },
  play: async ({ canvas, userEvent, args }) => {
    const last = canvas.getByLabelText(label('Last Name'));
    await userEvent.clear(last);
    await userEvent.type(last, 'Lee-Park');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ firstName: 'Ana', lastName: 'Lee-Park' }),
    );
  },
};

/** An account linked to its company's single sign-on says through which provider. */
export const SignedInWithProvider: Story = {
  args: { defaultValues: { firstName: 'Ana', lastName: 'Lee' }, ssoProvider: 'Okta' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Signed in with Okta')).toBeInTheDocument();
    await expect(
      canvas.getByText('Your account is linked to your company’s single sign-on.'),
    ).toBeInTheDocument();
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expectFieldError(canvasElement, 'First Name', 'First name is required');
    await expectFieldError(canvasElement, 'Last Name', 'Last name is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { firstName: 'Ana', lastName: 'Lee' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('')), defaultValues: { firstName: 'Ana', lastName: 'Lee' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Profile' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save profile');
  },
};
