import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFieldError, label, pending } from '../test/story-helpers';
import { emptyPublishValues, type PublishValues } from './publish-schema';
import { ScenarioPublishForm } from './scenario-publish-form';

const categories = [
  { value: '1', label: 'Customer Service' },
  { value: '2', label: 'Leadership' },
];
const tags = [
  { value: '1', label: 'phone' },
  { value: '2', label: 'conflict' },
];
const companies = [
  { value: '1', label: 'Ready Teams' },
  { value: '4', label: 'Acme Health' },
];
const filled: PublishValues = {
  ...emptyPublishValues,
  title: 'Handling a difficult customer',
  category: '1',
  description: 'A customer escalates on the phone.',
  script: 'Watch the call, then decide what you would do.',
  authorName: 'Ana Lee',
  authorEmail: 'ana@example.com',
};

const meta = {
  title: 'Forms/Scenario/ScenarioPublishForm',
  component: ScenarioPublishForm,
  tags: ['no-visual'],
  args: {
    categories,
    tags,
    companies,
    today: new Date(2026, 0, 15),
    onBack: fn(),
    onSubmit: fn(async () => {}),
    onCreateCategory: fn(async (name: string) => ({ value: '9', label: name })),
  },
} satisfies Meta<typeof ScenarioPublishForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const received = (onSubmit: unknown) =>
  (onSubmit as { mock: { calls: [PublishValues][] } }).mock.calls[0]![0];

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish Scenario' })).toBeVisible();
    await expect(canvas.getByText(/Admin User/)).toBeVisible();
    await expect(canvas.getByText('January 15, 2026')).toBeVisible();
    await expect(canvas.getByLabelText(label('One-sentence description (10-90 characters)'))).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Public' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

/** Every field filled as a user would, with a resource added and then edited in the modal. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const thumbnail = new File(['png'], 'cover.png', { type: 'image/png' });
    await userEvent.click(canvas.getByRole('switch', { name: 'Public' }));
    await userEvent.upload(canvas.getByLabelText('Upload Thumbnail Image'), thumbnail);
    await expect(canvas.getByText('Selected image: cover.png')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(label('Title')), 'Handling a difficult customer');
    await userEvent.click(canvas.getByLabelText(label('Category')));
    await userEvent.click(await page().findByRole('option', { name: 'Customer Service' }));
    await userEvent.click(canvas.getByLabelText(label('Tags')));
    await userEvent.click(await page().findByRole('option', { name: 'conflict' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(
      canvas.getByLabelText(label('One-sentence description (10-90 characters)')),
      'A customer escalates on the phone.',
    );
    await userEvent.type(
      canvas.getByLabelText(label('Script')),
      'Watch the call, then decide what you would do.',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Add Resource' }));
    let modal = within(await page().findByRole('dialog'));
    await userEvent.type(modal.getByLabelText(label('Name')), 'De-escalation guide');
    await userEvent.type(modal.getByLabelText(label('Link')), 'https://example.org/guide.pdf');
    await userEvent.type(modal.getByLabelText(label('Description')), 'Five steps.');
    await userEvent.click(modal.getByRole('button', { name: 'Save Resource' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Edit resource De-escalation guide' }));
    modal = within(await page().findByRole('dialog'));
    await userEvent.clear(modal.getByLabelText(label('Description')));
    await userEvent.type(modal.getByLabelText(label('Description')), 'Five steps to calm a call.');
    await userEvent.click(modal.getByRole('button', { name: 'Save Resource' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());

    await userEvent.click(canvas.getByLabelText('Customer / Source'));
    await userEvent.click(await page().findByRole('option', { name: 'Acme Health' }));
    await userEvent.type(canvas.getByLabelText(label('Author Name')), 'Ana Lee');
    await userEvent.type(canvas.getByLabelText(label('Author Email')), 'ana@example.com');
    await userEvent.type(canvas.getByLabelText('Internal Notes'), 'Pilot with the support team');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(received(args.onSubmit)).toEqual({
      isPublic: true,
      thumbnail,
      thumbNailUrl: '',
      title: 'Handling a difficult customer',
      category: '1',
      tags: ['2'],
      description: 'A customer escalates on the phone.',
      script: 'Watch the call, then decide what you would do.',
      resources: [
        {
          title: 'De-escalation guide',
          linkUrl: 'https://example.org/guide.pdf',
          type: 'pdf',
          description: 'Five steps to calm a call.',
        },
      ],
      customer: '4',
      authorName: 'Ana Lee',
      authorEmail: 'ana@example.com',
      internalNotes: 'Pilot with the support team',
    });
  },
};

/** A resource can be deleted from the list. */
export const DeleteResource: Story = {
  args: {
    defaultValues: {
      ...filled,
      resources: [
        { title: 'Old link', linkUrl: 'https://example.org/old', type: 'website', description: 'Gone' },
      ],
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete resource Old link' }));
    await expect(canvas.getByText('No resources yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(received(args.onSubmit).resources).toEqual([]);
  },
};

/** A category typed in the field is created on the fly ('Type to add a new category'). */
export const CreateCategory: Story = {
  args: { defaultValues: { ...filled, category: '' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText(label('Category')));
    await expect(await page().findByText('Type to add a new category')).toBeVisible();
    await userEvent.type(page().getByPlaceholderText('Type to search...'), 'Safety');
    await userEvent.click(await page().findByRole('option', { name: 'Add "Safety"' }));
    await waitFor(() => expect(args.onCreateCategory).toHaveBeenCalledWith('Safety'));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(received(args.onSubmit).category).toBe('9');
  },
};

export const AllErrors: Story = {
  args: {
    defaultValues: {
      resources: [{ title: 'Broken', linkUrl: 'not a link', type: 'pdf', description: 'Imported' }],
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expectFieldError(canvasElement, 'Title', 'Title is required');
    await expectFieldError(canvasElement, 'Category', 'Category is required');
    await expectFieldError(
      canvasElement,
      'One-sentence description (10-90 characters)',
      'Description must be at least 10 characters',
    );
    await expectFieldError(canvasElement, 'Script', 'Script is required');
    await expectFieldError(canvasElement, 'Author Name', 'Author is required');
    await expectFieldError(canvasElement, 'Author Email', 'Invalid email');
    await expect(canvas.getByText('Each link must be a valid URL')).toHaveAttribute('role', 'alert');
    await userEvent.type(canvas.getByLabelText(label('Script')), 'Too short');
    await userEvent.type(
      canvas.getByLabelText(label('One-sentence description (10-90 characters)')),
      'd'.repeat(101),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expectFieldError(canvasElement, 'Script', 'Script must be at least 10 characters');
    await expectFieldError(
      canvasElement,
      'One-sentence description (10-90 characters)',
      'Description must not exceed 100 characters',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ScriptTooLong: Story = {
  args: { defaultValues: { ...filled, script: 's'.repeat(1001) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expectFieldError(canvasElement, 'Script', 'Script must not exceed 1000 characters');
  },
};

/** Someone who may not publish to the public library: the switch stays on Private. */
export const PrivateOnly: Story = {
  args: { allowPublic: false, defaultValues: { ...filled, isPublic: true } },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Public' });
    await expect(toggle).toBeDisabled();
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(received(args.onSubmit).isPublic).toBe(false);
  },
};

/** Back hands the values so far to the flow, unvalidated. */
export const Back: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Internal Notes'), 'draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledWith(
      expect.objectContaining({ title: filled.title, internalNotes: 'draft' }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByRole('button', { name: 'Publishing...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    defaultValues: filled,
    onSubmit: fn(async () => {
      throw Object.assign(new Error('API Error'), {
        status: 400,
        fieldErrors: { title: 'Title is required' },
      });
    }),
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Failed to submit scenario')).toHaveAttribute('role', 'alert');
    // The server's per-field message lands on its field.
    await expectFieldError(canvasElement, 'Title', 'Title is required');
  },
};
