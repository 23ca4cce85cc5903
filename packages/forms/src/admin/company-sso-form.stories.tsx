import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { CompanySsoForm } from './company-sso-form';

const REDIRECT_URI = 'https://app.readyteams.example/sso/callback';
const POST_LOGOUT_REDIRECT_URI = 'https://app.readyteams.example/auth';

const meta = {
  title: 'Forms/Admin/CompanySsoForm',
  component: CompanySsoForm,
  tags: ['no-visual'],
  args: {
    onSubmit: fn(async () => {}),
    onRemove: fn(async () => {}),
    secretSet: false,
    planIncludesSso: true,
    redirectUri: REDIRECT_URI,
    postLogoutRedirectUri: POST_LOGOUT_REDIRECT_URI,
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof CompanySsoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const configured = {
  secretSet: true,
  defaultValues: {
    issuer: 'https://login.acme.example',
    clientId: 'readyteams',
    domains: 'acme.example, acme-group.example',
    passwordAllowed: false,
  },
};

/**
 * Not set up yet: everything is asked, the secret too; the redirect URIs to register are shown; existing accounts are
 * not linked automatically.
 */
export const NotConfigured: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Redirect URI')).toHaveValue(REDIRECT_URI);
    await expect(canvas.getByLabelText('Post-Logout Redirect URI')).toHaveValue(POST_LOGOUT_REDIRECT_URI);
    await expect(
      canvas.getByRole('checkbox', { name: 'Link existing accounts automatically' }),
    ).not.toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Remove Single Sign-On' })).toBeNull();
    await userEvent.type(canvas.getByLabelText(label('Issuer URL')), 'https://login.acme.example');
    await userEvent.type(canvas.getByLabelText(label('Client ID')), 'readyteams');
    await userEvent.type(canvas.getByLabelText(label('Client Secret')), 's3cret');
    await userEvent.type(canvas.getByLabelText(label('Email Domains')), '@Acme.example, acme-group.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Single Sign-On' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        issuer: 'https://login.acme.example',
        clientId: 'readyteams',
        clientSecret: 's3cret',
        domains: ['acme.example', 'acme-group.example'],
        passwordAllowed: true,
        linkAutomatically: false,
      }),
    );
  },
};

/** Every rule's message; nothing is sent. */
export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Single Sign-On' }));
    await expectFieldError(canvasElement, 'Issuer URL', 'Issuer URL is required');
    await expectFieldError(canvasElement, 'Client ID', 'Client ID is required');
    await expectFieldError(canvasElement, 'Client Secret', 'Client secret is required');
    await expectFieldError(canvasElement, 'Email Domains', 'Add at least one email domain');
    await userEvent.type(canvas.getByLabelText(label('Issuer URL')), 'login.acme.example');
    await userEvent.type(canvas.getByLabelText(label('Email Domains')), 'acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Single Sign-On' }));
    await expectFieldError(canvasElement, 'Issuer URL', 'Issuer URL must be an http(s) address');
    await expectFieldError(canvasElement, 'Email Domains', 'Enter email domains such as example.com');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Set up: the stored secret is never shown and an empty field keeps it; the settings can be removed. */
export const Configured: Story = {
  args: configured,
  play: async ({ canvas, userEvent, args }) => {
    const secret = canvas.getByLabelText(/^Client Secret/);
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAccessibleDescription('Stored and never shown; leave empty to keep it.');
    await expect(canvas.getByRole('checkbox', { name: 'Password sign-in stays allowed' })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Single Sign-On' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        issuer: 'https://login.acme.example',
        clientId: 'readyteams',
        domains: ['acme.example', 'acme-group.example'],
        passwordAllowed: false,
        linkAutomatically: false,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Single Sign-On' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalled());
  },
};

/** The admin turns automatic linking on: an SSO sign-in then links a password account without asking its password. */
export const LinkAutomatically: Story = {
  args: configured,
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('checkbox', { name: 'Link existing accounts automatically' });
    await expect(link).toHaveAccessibleDescription(
      'Off: someone who already signs in with a password confirms once with that password before single sign-on links their account.',
    );
    await userEvent.click(link);
    await userEvent.click(canvas.getByRole('button', { name: 'Save Single Sign-On' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ linkAutomatically: true })),
    );
  },
};

export const Saving: Story = {
  args: { ...configured, onSubmit: fn(pending) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Single Sign-On' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

/** The server refuses (here: the issuer does not answer); its message shows and the values stay. */
export const ServerError: Story = {
  args: {
    ...configured,
    onSubmit: fn(
      rejectWith(
        'No OpenID Connect provider answers at this issuer URL (its .well-known/openid-configuration)',
      ),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Single Sign-On' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No OpenID Connect provider answers');
    await expect(canvas.getByLabelText(label('Issuer URL'))).toHaveValue('https://login.acme.example');
  },
};

/** A company admin whose company is not on the Enterprise plan: the settings are shown, not changeable. */
export const NotOnEnterprise: Story = {
  args: { ...configured, planIncludesSso: false, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Single sign-on is available on the Enterprise plan only.',
    );
    await expect(canvas.getByLabelText(label('Issuer URL'))).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save Single Sign-On' })).toBeNull();
  },
};

/** The operator may prepare it for a company before its Enterprise plan starts. */
export const OperatorBeforeEnterprise: Story = {
  args: { planIncludesSso: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'These settings apply once the company is on it.',
    );
    await expect(canvas.getByLabelText(label('Issuer URL'))).toBeEnabled();
  },
};
