import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { CompanyForm } from './company-form';

const meta = {
  title: 'Forms/Admin/CompanyForm',
  component: CompanyForm,
  tags: ['no-visual'],
  args: { onSubmit: fn(async () => {}) },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof CompanyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Company Name')), 'Acme Health');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Acme Health', retentionMonths: 12 }),
    );
  },
};

export const Edit: Story = {
  args: { mode: 'edit', defaultValues: { name: 'Acme Health', retentionMonths: '24' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText(label('Data retention (months)'))).toHaveValue(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Company' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Acme Health', retentionMonths: 24 }),
    );
  },
};

/** Raw answers, posts and commitments are kept 1 to 120 months (12 by default); totals stay in the reports. */
export const Retention: Story = {
  args: { defaultValues: { name: 'Acme Health' } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const retention = canvas.getByLabelText(label('Data retention (months)'));
    await expect(retention).toHaveValue(12);
    await expect(retention).toHaveAccessibleDescription(
      'Raw answers, posts and commitments are deleted this many months after a session; totals stay in the reports.',
    );
    for (const wrong of ['0', '121', '']) {
      await userEvent.clear(retention);
      if (wrong) await userEvent.type(retention, wrong);
      await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
      await expectFieldError(
        canvasElement,
        'Data retention (months)',
        'Retention must be between 1 and 120 months',
      );
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(retention);
    await userEvent.type(retention, '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Acme Health', retentionMonths: 120 }),
    );
  },
};

/** The operator grants custom scenarios a plan year on top of the plan's, 0 to 1000, sent as a number. */
export const ExtraCustomScenarios: Story = {
  args: { mode: 'edit', defaultValues: { name: 'Acme Health', extraCustomScenarios: '0' } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const extra = canvas.getByLabelText(label('Extra custom scenarios a year'));
    await expect(extra).toHaveValue(0);
    await expect(extra).toHaveAccessibleDescription(
      "On top of the plan's (Pro 5, Enterprise unlimited, Core and Free Trial none).",
    );
    await userEvent.clear(extra);
    await userEvent.type(extra, '1001');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Company' }));
    await expectFieldError(
      canvasElement,
      'Extra custom scenarios a year',
      'Extra custom scenarios must be a whole number from 0 to 1000',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(extra);
    await userEvent.type(extra, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Company' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Acme Health',
        retentionMonths: 12,
        extraCustomScenarios: 3,
      }),
    );
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await expectFieldError(canvasElement, 'Company Name', 'Company name is required');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: { name: 'Acme Health' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('')), defaultValues: { name: 'Acme Health' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Company' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to save company');
  },
};

/** The operator grants a plan: it ends on a given day and holds at most so many active users. */
export const WithPlan: Story = {
  args: { mode: 'edit', defaultValues: { name: 'Acme Health', expiresAt: '2027-06-30' } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: label('Company Plan') }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Pro' }));
    await userEvent.type(canvas.getByLabelText(label('Seats')), '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Company' }));
    await expectFieldError(canvasElement, 'Seats', 'Seats must be a whole number from 1');
    await userEvent.clear(canvas.getByLabelText(label('Seats')));
    await userEvent.type(canvas.getByLabelText(label('Seats')), '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Company' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Acme Health',
        subscriptionPlan: 'pro',
        expiresAt: '2027-06-30',
        seats: 25,
        retentionMonths: 12,
      }),
    );
  },
};
