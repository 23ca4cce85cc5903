import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen as page, waitFor } from 'storybook/test';
import type { components } from '@readyteams/api-client';
import { failing, host } from '../../stories/fixtures';
import { screenDecorator, screenDocs } from '../../stories/screen';
import AuthRoute from './auth-route';

type Schemas = components['schemas'];

const signedIn = http.post<never, Schemas['AuthenticationLocal'], Schemas['AuthenticationResult']>(
  '/authentication',
  async ({ request }) => {
    const body = await request.json();
    if (body.password !== 'right-password')
      return HttpResponse.json(
        {
          name: 'NotAuthenticated',
          message: 'Invalid email or password',
          code: 401,
          className: 'not-authenticated',
        },
        { status: 401 },
      ) as never;
    return HttpResponse.json(
      { accessToken: 'token', authentication: { strategy: 'local', accessToken: 'token' }, user: host },
      { status: 201 },
    );
  },
);

const meta = {
  title: 'Screens/Public/Auth',
  component: AuthRoute,
  tags: ['no-visual'],
  parameters: {
    docs: screenDocs,
    screen: { path: '/auth' },
    layout: 'fullscreen',
    msw: { handlers: [signedIn] },
  },
  decorators: [screenDecorator],
} satisfies Meta<typeof AuthRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Run a scenario with your team in minutes!')).toBeInTheDocument();
    for (const point of ['Interactive Learning', 'Real-Time Analytics', 'Easy Setup'])
      await expect(canvas.getAllByText(point).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Forgot your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  },
};

export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'dana@northwind.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Invalid email or password')).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'dana@northwind.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'right-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Navigated to /dashboard/library')).toBeInTheDocument();
  },
};

/** A failure with a message from the server shows that message. */
export const ServerMessage: Story = {
  parameters: { msw: { handlers: [failing('post', '/authentication')] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'dana@northwind.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'any-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Something broke')).toBeInTheDocument();
  },
};

/** No answer at all: the generic message. */
export const NetworkDown: Story = {
  parameters: { msw: { handlers: [http.post('/authentication', () => HttpResponse.error())] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'dana@northwind.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'any-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(
      await canvas.findByText('An unexpected error occurred. Please try again.'),
    ).toBeInTheDocument();
  },
};

const waitlisted = http.post<never, Schemas['WaitlistCreate'], Schemas['WaitlistEntry']>(
  '/waitlist',
  async ({ request }) => HttpResponse.json(await request.json(), { status: 201 }),
);

export const Waitlist: Story = {
  parameters: {
    screen: { path: '/auth', url: '/auth?isSignUp=true' },
    msw: { handlers: [waitlisted] },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Something Big Is Coming' })).toBeInTheDocument();
    await expect(canvas.getByText('No spam, just updates. Unsubscribe anytime.')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Email'), 'visitor@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await expect(
      await page.findByText("Thanks for joining! We'll notify you when we launch."),
    ).toBeInTheDocument();
  },
};

export const WaitlistFails: Story = {
  parameters: {
    screen: { path: '/auth', url: '/auth?isSignUp=true' },
    msw: { handlers: [failing('post', '/waitlist')] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'visitor@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Join Waitlist' }));
    await waitFor(() => expect(page.getAllByText('Try again later').length).toBeGreaterThan(0));
  },
};
