import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, pending } from '../test/story-helpers';
import { SsoLinkForm } from './sso-link-form';

const WRONG_PASSWORD = 'Incorrect password. Enter the password you sign in to Ready Teams with.';

const meta = {
  title: 'Forms/Auth/SsoLinkForm',
  component: SsoLinkForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof SsoLinkForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The owner confirms with the password once; the form sends it. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('form', { name: 'Link single sign-on' })).toHaveTextContent(
      'Enter its password once to link it',
    );
    await userEvent.type(canvas.getByLabelText('Password'), 'right-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ password: 'right-password' }));
  },
};

export const WithError: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await expectFieldError(canvasElement, 'Password', 'Password is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server says the password is wrong (a BadRequest with errors.password): shown on the field, nothing linked. */
export const WrongPassword: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('Bad Request'), {
        status: 400,
        serverMessage: WRONG_PASSWORD,
        fieldErrors: { password: WRONG_PASSWORD },
      });
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await expectFieldError(canvasElement, 'Password', WRONG_PASSWORD);
  },
};

export const Loading: Story = {
  args: { onSubmit: fn(pending) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'right-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await expect(await canvas.findByRole('button', { name: 'Linking...' })).toBeDisabled();
  },
};
