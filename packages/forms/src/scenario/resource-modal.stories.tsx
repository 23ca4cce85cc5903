import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withOpener } from '../test/harness';
import { expectFieldError, label } from '../test/story-helpers';
import { ResourceModal } from './resource-modal';

const Harness = withOpener(ResourceModal, 'Add Resource');

const meta = {
  title: 'Forms/Scenario/ResourceModal',
  component: Harness,
  tags: ['no-visual', 'overlay'],
  args: { defaultOpen: true, onSave: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

export const Empty: Story = {
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('heading', { name: 'Add Resource' })).toBeVisible();
    // The type defaults to pdf.
    await expect(box.getByLabelText(label('Type'))).toHaveTextContent('PDF');
  },
};

export const Filled: Story = {
  play: async ({ userEvent, args }) => {
    const box = await dialog();
    await userEvent.type(box.getByLabelText(label('Name')), 'De-escalation guide');
    await userEvent.type(box.getByLabelText(label('Link')), 'https://example.org/guide.pdf');
    await userEvent.type(box.getByLabelText(label('Description')), 'Five steps to calm a conversation.');
    await userEvent.click(box.getByRole('button', { name: 'Save Resource' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'De-escalation guide',
      linkUrl: 'https://example.org/guide.pdf',
      type: 'pdf',
      description: 'Five steps to calm a conversation.',
    });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const AllErrors: Story = {
  play: async ({ userEvent, args }) => {
    const box = await dialog();
    const root = (await within(document.body).findByRole('dialog')) as HTMLElement;
    await userEvent.click(box.getByRole('button', { name: 'Save Resource' }));
    await expectFieldError(root, 'Name', 'Name is required');
    await expectFieldError(root, 'Link', 'Link is required');
    await expectFieldError(root, 'Description', 'Description is required');
    await userEvent.type(box.getByLabelText(label('Link')), 'www.example.org');
    await userEvent.click(box.getByRole('button', { name: 'Save Resource' }));
    await expectFieldError(root, 'Link', 'Link must start with http:// or https://');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const EditResource: Story = {
  args: {
    resource: {
      id: 4,
      title: 'Podcast',
      linkUrl: 'https://example.org/ep1',
      type: 'podcast',
      description: 'Episode 1',
    },
  },
  play: async ({ userEvent, args }) => {
    const box = await dialog();
    await expect(box.getByRole('heading', { name: 'Edit Resource' })).toBeVisible();
    await userEvent.click(box.getByLabelText(label('Type')));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Blog' }));
    await userEvent.click(box.getByRole('button', { name: 'Save Resource' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      id: 4,
      title: 'Podcast',
      linkUrl: 'https://example.org/ep1',
      type: 'blog',
      description: 'Episode 1',
    });
  },
};
