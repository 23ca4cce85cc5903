import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { UserForm } from './user-form';

const companies = [
  { value: '1', label: 'Ready Teams' },
  { value: '4', label: 'Acme Health' },
];
const filled = {
  firstName: 'Ana',
  lastName: 'Lee',
  email: 'ana@acme.example',
  companyId: '4',
  subscriptionPlan: 'core' as const,
  expiresAt: '2026-12-31',
};

const meta = {
  title: 'Forms/Admin/UserForm',
  component: UserForm,
  tags: ['no-visual'],
  // "Today" is pinned so the default expiry and the quick picks are stable.
  args: { companies, today: new Date(2026, 0, 15), onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof UserForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/full access to the company admin area/)).toBeVisible();
    await expect(canvas.getByLabelText(label('Expiration Date'))).toHaveTextContent('Jan 15, 2026');
    await expect(canvas.getByRole('button', { name: 'Save User' })).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('First Name')), 'Ana');
    await userEvent.type(canvas.getByLabelText(label('Last Name')), 'Lee');
    await userEvent.type(canvas.getByLabelText(label('Work Email')), 'ana@acme.example');
    await userEvent.click(canvas.getByLabelText(label('Company')));
    await userEvent.click(await page().findByRole('option', { name: 'Acme Health' }));
    await userEvent.click(canvas.getByLabelText(label('Subscription Plan')));
    await expect(page().getByRole('option', { name: 'Free Trial' })).toBeVisible();
    await expect(page().getByRole('option', { name: 'Enterprise' })).toBeVisible();
    await userEvent.click(page().getByRole('option', { name: 'Pro' }));
    await userEvent.click(canvas.getByLabelText(label('Expiration Date')));
    await userEvent.click(await page().findByRole('button', { name: '12 months' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Ana',
        lastName: 'Lee',
        email: 'ana@acme.example',
        companyId: 4,
        isAdmin: false,
        subscriptionPlan: 'pro',
        expiresAt: '2027-01-15',
        isActive: true,
      }),
    );
  },
};

/** An initial password, when typed, has at least 8 characters and is sent with the new user. */
export const WithInitialPassword: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const password = canvas.getByLabelText('Initial Password (optional)');
    await userEvent.type(password, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await expectFieldError(
      canvasElement,
      'Initial Password (optional)',
      'Password must be at least 8 characters',
    );
    await userEvent.type(password, ' but longer');
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ password: 'short but longer', isActive: true }),
      ),
    );
  },
};

/** Ticking company admin hides plan and expiry; an admin is sent without a plan. */
export const Admin: Story = {
  args: { mode: 'edit', defaultValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Company admin' }));
    await expect(canvas.queryByLabelText(label('Subscription Plan'))).toBeNull();
    await expect(canvas.queryByLabelText(label('Expiration Date'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Update User' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        firstName: 'Ana',
        lastName: 'Lee',
        email: 'ana@acme.example',
        companyId: 4,
        isAdmin: true,
        subscriptionPlan: null,
        expiresAt: null,
      }),
    );
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await expectFieldError(canvasElement, 'First Name', 'First name is required');
    await expectFieldError(canvasElement, 'Last Name', 'Last name is required');
    await expectFieldError(canvasElement, 'Work Email', 'Please enter a valid email address');
    await expectFieldError(canvasElement, 'Company', 'Company is required');
    await expectFieldError(
      canvasElement,
      'Subscription Plan',
      'Subscription plan and expiration date are required for non-admin users',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(await page().findByRole('status')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('API Error')), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save User' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to submit user');
  },
};

/** A company admin: the company's grant is shown, and only its plan or a free trial can be given. */
export const WithinCompanyPlan: Story = {
  args: {
    defaultValues: { ...filled, subscriptionPlan: 'pro' },
    companyPlan: { subscriptionPlan: 'pro', expiresAt: '2027-06-30', seats: 10, seatsUsed: 7 },
  },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText("Your company's plan: Pro · 7 of 10 seats used · until 2027-06-30"),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: label('Subscription Plan') }));
    const options = await page().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Free Trial', 'Pro']);
    await userEvent.keyboard('{Escape}');
  },
};
