import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen } from 'storybook/test';
import { getAccessToken, type components } from '@readyteams/api-client';
import { dashboardHandlers, host } from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import SettingsRoute from './settings-route';

type Schemas = components['schemas'];

const profile = http.patch<never, Schemas['ProfilePatch'], Schemas['User']>('/profile', async ({ request }) =>
  HttpResponse.json({ ...host, ...(await request.json()) }),
);
const password = http.post<never, Schemas['PasswordChange']>('/profile/password', async ({ request }) => {
  const body = await request.json();
  if (body.currentPassword !== 'current-password')
    return HttpResponse.json(
      {
        name: 'BadRequest',
        message: 'Current password is incorrect',
        code: 400,
        className: 'bad-request',
        errors: { currentPassword: 'Current password is incorrect' },
      } satisfies Schemas['Error'],
      { status: 400 },
    );
  return HttpResponse.json({
    message: 'Password changed',
    accessToken: 'reissued-token',
  } satisfies Schemas['PasswordChanged']);
});

const meta = {
  title: 'Screens/Host/Settings',
  component: SettingsRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/settings', user: host, shell: true },
    layout: 'fullscreen',
    msw: { handlers: [profile, password, ...dashboardHandlers()] },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof SettingsRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('First Name')).toHaveValue('Dana');
    await expect(canvas.getByLabelText('Last Name')).toHaveValue('Host');
  },
};

export const RenameUpdatesTopBar: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = await canvas.findByLabelText('First Name');
    await userEvent.clear(first);
    await userEvent.type(first, 'Robin');
    await userEvent.click(canvas.getByRole('button', { name: /Save/ }));
    await expect(await canvas.findByRole('img', { name: 'Robin Host' })).toHaveTextContent('RH');
  },
};

export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Current password'), 'not-it');
    await userEvent.type(canvas.getByLabelText('New password'), 'changed-password-1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'changed-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await canvas.findByText('Current password is incorrect')).toBeInTheDocument();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Current password'), 'current-password');
    await userEvent.type(canvas.getByLabelText('New password'), 'changed-password-1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'changed-password-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
    await expect(await screen.findByText('Password changed')).toBeInTheDocument();
    // The server ended every other token and reissued this one: the page keeps signing in with the new one.
    await expect(getAccessToken()).toBe('reissued-token');
  },
};

export const DarkTheme: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(document.documentElement).toHaveClass('dark');
  },
};
