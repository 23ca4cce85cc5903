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
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('Run a scenario with your team in minutes!')).toBeInTheDocument();
    await expect(
      canvas.getByText('Create engaging, immersive learning experiences that drive measurable results.'),
    ).toBeInTheDocument();
    for (const point of ['Interactive Learning', 'Real-Time Analytics', 'Easy Setup'])
      await expect(canvas.getAllByText(point).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Forgot your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // Start free trial switches the page to the waitlist (?isSignUp=true).
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Something Big Is Coming' }),
    ).toBeInTheDocument();
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

// ---------- single sign-on ----------
/** Every address the page asked the server about single sign-on for. */
const discoveries: string[] = [];
const discovered = (answer: Schemas['SsoDiscovery']) =>
  http.get<never, never, Schemas['SsoDiscovery']>('/sso/discover', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email') ?? '';
    discoveries.push(email);
    return HttpResponse.json(
      email.endsWith('@northwind.example') ? answer : { sso: false, passwordAllowed: true },
    );
  });
const ssoStarts: string[] = [];
// The provider's address: a fragment of this page, so the story's frame stays where it is.
const started = http.post<never, Schemas['SsoStart'], Schemas['SsoStarted']>(
  '/sso/start',
  async ({ request }) => {
    ssoStarts.push((await request.json()).email);
    return HttpResponse.json({ url: '#at-the-provider' }, { status: 201 });
  },
);
const ssoExchange = (refusal?: string) =>
  http.post<never, Schemas['AuthenticationSso'], Schemas['AuthenticationResult']>(
    '/authentication',
    async ({ request }) => {
      const body = await request.json();
      if (refusal || body.code !== 'one-time-code')
        return HttpResponse.json(
          {
            name: 'Forbidden',
            message: refusal ?? 'This sign-in has expired. Please try again.',
            code: 403,
            className: 'forbidden',
          },
          { status: 403 },
        ) as never;
      return HttpResponse.json(
        { accessToken: 'token', authentication: { strategy: 'sso', accessToken: 'token' }, user: host },
        { status: 201 },
      );
    },
  );

/** An address its company's single sign-on covers: 'Continue with SSO' sends the browser to the provider. */
export const ContinueWithSso: Story = {
  parameters: { msw: { handlers: [discovered({ sso: true, passwordAllowed: true }), started, signedIn] } },
  beforeEach: () => {
    discoveries.length = 0;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'dana@elsewhere.example');
    // Once the server has answered for this address (no single sign-on), the page offers none.
    await waitFor(() => expect(discoveries).toContain('dana@elsewhere.example'));
    await expect(canvas.queryByRole('button', { name: 'Continue with SSO' })).toBeNull();
    await userEvent.clear(canvas.getByLabelText('Email'));
    await userEvent.type(canvas.getByLabelText('Email'), 'dana@northwind.example');
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue with SSO' }));
    await expect(await canvas.findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    await waitFor(() => expect(ssoStarts).toContain('dana@northwind.example'));
  },
};

/** The company turned passwords off for its domain: the page asks for the address only. */
export const SsoOnly: Story = {
  parameters: { msw: { handlers: [discovered({ sso: true, passwordAllowed: false }), started] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'dana@northwind.example');
    await expect(await canvas.findByRole('button', { name: 'Continue with SSO' })).toBeInTheDocument();
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
  },
};

/** Back from the provider with the one-time code: signed in, on to the library. */
export const BackFromSso: Story = {
  parameters: {
    screen: { path: '/auth', url: '/auth#sso=one-time-code' },
    msw: { handlers: [ssoExchange()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Navigated to /dashboard/library')).toBeInTheDocument();
  },
};

/** Back from the provider with a refusal: its reason, on the sign-in form. */
export const SsoRefused: Story = {
  parameters: {
    screen: { path: '/auth', url: '/auth#sso=refused-code' },
    msw: {
      handlers: [ssoExchange('Your account has been archived. Ask your company admin to restore it.')],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your account has been archived. Ask your company admin to restore it.'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** POST /sso/link: the right password links and signs in; a wrong one is refused on the password field. */
const ssoLinked = http.post<never, Schemas['SsoLink'], Schemas['AuthenticationResult']>(
  '/sso/link',
  async ({ request }) => {
    const body = await request.json();
    if (body.password !== 'right-password')
      return HttpResponse.json(
        {
          name: 'BadRequest',
          message: 'Incorrect password. Enter the password you sign in to Ready Teams with.',
          code: 400,
          className: 'bad-request',
          errors: { password: 'Incorrect password. Enter the password you sign in to Ready Teams with.' },
        },
        { status: 400 },
      ) as never;
    return HttpResponse.json(
      {
        accessToken: 'token',
        authentication: { strategy: 'sso', accessToken: 'token' },
        user: { ...host, ssoProvider: 'Okta' },
      },
      { status: 201 },
    );
  },
);

/**
 * Back from the provider with an address that already has a password account: its owner confirms with the password
 * once; a wrong one links nothing, the right one links and signs in.
 */
export const BackFromSsoToLink: Story = {
  parameters: {
    screen: { path: '/auth', url: '/auth#sso-link=link-code' },
    msw: { handlers: [ssoLinked] },
  },
  play: async ({ canvas, userEvent }) => {
    const form = await canvas.findByRole('form', { name: 'Link single sign-on' });
    await expect(form).toHaveTextContent('Enter its password once to link it');
    await expect(canvas.queryByRole('button', { name: 'Sign In' })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Password'), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() =>
      expect(
        canvas.getAllByText('Incorrect password. Enter the password you sign in to Ready Teams with.').length,
      ).toBeGreaterThan(0),
    );
    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'right-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Link and sign in' }));
    await expect(await canvas.findByText('Navigated to /dashboard/library')).toBeInTheDocument();
  },
};

/** Signed out of an SSO sign-in whose provider offers no sign-out address: the page says its session is still open. */
export const SignedOutProviderSessionOpen: Story = {
  parameters: { screen: { path: '/auth', state: { providerSessionOpen: 'Okta' } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'You are signed out of Ready Teams. Your Okta session is still open: sign out there too on shared computers.',
      ),
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

const trialMode = http.get<never, never, Schemas['SignUpMode']>('/sign-up', () =>
  HttpResponse.json({ mode: 'trial' }),
);
const trialStarted = http.post<never, Schemas['TrialSignUp'], Schemas['Message']>('/sign-up', () =>
  HttpResponse.json(
    { message: 'Check your inbox: a link to confirm your email is on its way. It works for 24 hours.' },
    { status: 202 },
  ),
);

/** The operator turned the self-serve trial on (SIGNUP_MODE=trial): sign-up is the trial form instead of the waitlist. */
export const Trial: Story = {
  parameters: {
    screen: { path: '/auth', url: '/auth?isSignUp=true' },
    msw: { handlers: [trialMode, trialStarted] },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Start your free trial' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Join Waitlist' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('First Name'), 'Ana');
    await userEvent.type(canvas.getByLabelText('Last Name'), 'Ortiz');
    await userEvent.type(canvas.getByLabelText('Company Name'), 'Northwind Care');
    await userEvent.type(canvas.getByLabelText('Email'), 'ana@northwind.example');
    await userEvent.type(canvas.getByLabelText('Password'), 'quiet harbour lantern');
    await userEvent.click(canvas.getByRole('button', { name: 'Start free trial' }));
    await expect(
      await canvas.findByText(
        'We sent a link to ana@northwind.example. Open it within 24 hours to confirm your email and start your trial.',
      ),
    ).toBeInTheDocument();
  },
};
