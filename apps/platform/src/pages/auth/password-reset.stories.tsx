import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import { screenDecorator, screenDocs } from '../../stories/screen';
import ForgotPasswordRoute from './forgot-password-route';
import ResetPasswordRoute from './reset-password-route';

type Schemas = components['schemas'];

const accepted = http.post<never, Schemas['PasswordResetRequest'], Schemas['Message']>(
  '/password-reset',
  () =>
    HttpResponse.json(
      { message: 'If the address belongs to an account, a link is on its way.' },
      { status: 202 },
    ),
);
const confirmed = http.post<never, Schemas['PasswordResetConfirm']>(
  '/password-reset/confirm',
  async ({ request }) => {
    const body = await request.json();
    if (body.token !== 'good-token')
      return HttpResponse.json(
        {
          name: 'BadRequest',
          message: 'Invalid token',
          code: 400,
          className: 'bad-request',
          errors: { token: 'Invalid token' },
        } satisfies Schemas['Error'],
        { status: 400 },
      );
    return HttpResponse.json({ message: 'Password changed' } satisfies Schemas['Message']);
  },
);

const meta = {
  title: 'Screens/Public/Password reset',
  component: ForgotPasswordRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/forgot-password' },
    layout: 'fullscreen',
    msw: { handlers: [accepted, confirmed] },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof ForgotPasswordRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'dana@northwind.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(await canvas.findByText(/If an account exists for this address/)).toBeInTheDocument();
  },
};

export const ResetPassword: Story = {
  render: () => <ResetPasswordRoute />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'brand-new-password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'brand-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText(/Your password has been changed/)).toBeInTheDocument();
  },
  parameters: { screen: { path: '/reset-password', url: '/reset-password?token=good-token' } },
};

export const ExpiredLink: Story = {
  render: () => <ResetPasswordRoute />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'brand-new-password');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'brand-new-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set new password' }));
    await expect(await canvas.findByText(/This reset link is invalid or has expired/)).toBeInTheDocument();
  },
  parameters: { screen: { path: '/reset-password', url: '/reset-password?token=used-token' } },
};

export const MissingToken: Story = {
  render: () => <ResetPasswordRoute />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This reset link is invalid or has expired/)).toBeInTheDocument();
  },
  parameters: { screen: { path: '/reset-password' } },
};
