import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectFieldError, label, pending, rejectWith } from '../test/story-helpers';
import { HelpGuideForm } from './help-guide-form';

const categories = [
  { value: '1', label: 'Getting Started' },
  { value: '2', label: 'Live Sessions' },
];
const filled = {
  title: 'Starting your first session',
  description: 'From the library to the join code in two minutes.',
  category: '2',
  targetAudience: 'Hosts',
  videoUrl: 'https://cdn.example.com/guides/first-session.mp4',
  thumbnailUrl: '',
};

const meta = {
  title: 'Forms/Admin/HelpGuideForm',
  component: HelpGuideForm,
  tags: ['no-visual'],
  args: {
    categories,
    onSubmit: fn(async () => {}),
    uploadFile: fn(async (file: File) => `https://cdn.example.com/uploads/${file.name}`),
  },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof HelpGuideForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload Video File' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload Thumbnail Image' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Publish Guide' })).toBeVisible();
  },
};

export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Title')), 'Starting your first session');
    await userEvent.type(canvas.getByLabelText(label('Description')), 'From the library to the join code.');
    await userEvent.click(canvas.getByLabelText(label('Category')));
    await userEvent.click(await page().findByRole('option', { name: 'Live Sessions' }));
    await userEvent.type(canvas.getByLabelText(label('Video URL')), 'https://cdn.example.com/v.mp4');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Guide' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: 'Starting your first session',
        description: 'From the library to the join code.',
        mediaUrl: 'https://cdn.example.com/v.mp4',
        helpCategoriesId: 2,
        targetAudience: '',
        thumbnailUrl: '',
      }),
    );
    await expect(args.uploadFile).not.toHaveBeenCalled();
  },
};

/** Chosen files are named, stand in as local links, and are uploaded before the guide is sent. */
export const WithUploads: Story = {
  args: { defaultValues: { ...filled, videoUrl: '' } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const video = new File(['video'], 'first-session.mp4', { type: 'video/mp4' });
    const image = new File(['image'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('[data-testid="video-file-input"]')!,
      video,
    );
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('[data-testid="image-file-input"]')!,
      image,
    );
    await expect(canvas.getByText('Selected video: first-session.mp4')).toBeVisible();
    await expect(canvas.getByText('Selected image: cover.png')).toBeVisible();
    await expect((canvas.getByLabelText(label('Video URL')) as HTMLInputElement).value).toMatch(/^blob:/);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Guide' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: filled.title,
        description: filled.description,
        helpCategoriesId: 2,
        targetAudience: 'Hosts',
        mediaUrl: 'https://cdn.example.com/uploads/first-session.mp4',
        thumbnailUrl: 'https://cdn.example.com/uploads/cover.png',
      }),
    );
    await expect(args.uploadFile).toHaveBeenCalledWith(video);
    await expect(args.uploadFile).toHaveBeenCalledWith(image);
  },
};

export const Edit: Story = {
  args: { mode: 'edit', defaultValues: filled },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Update Guide' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        title: filled.title,
        description: filled.description,
        mediaUrl: filled.videoUrl,
        helpCategoriesId: 2,
        targetAudience: 'Hosts',
        thumbnailUrl: '',
      }),
    );
  },
};

export const AllErrors: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Thumbnail Image URL')), 'not a url');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Guide' }));
    await expectFieldError(canvasElement, 'Title', 'Title is required');
    await expectFieldError(canvasElement, 'Description', 'Description is required');
    await expectFieldError(canvasElement, 'Category', 'Category is required');
    await expectFieldError(canvasElement, 'Video URL', 'Must be a valid URL');
    await expectFieldError(canvasElement, 'Thumbnail Image URL', 'Must be a valid URL');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  args: { defaultValues: { ...filled, title: 't'.repeat(256), description: 'd'.repeat(2001) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Guide' }));
    await expectFieldError(canvasElement, 'Title', 'Title must be at most 255 characters');
    await expectFieldError(canvasElement, 'Description', 'Description must be at most 2000 characters');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(pending), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Guide' }));
    await expect(await canvas.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: { onSubmit: fn(rejectWith('API Error')), defaultValues: filled },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Publish Guide' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to submit help guide');
  },
};
