import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, waitFor } from 'storybook/test';

import { placeholderImage } from '../../stories/fixtures';
import { useStoryValue } from '../../stories/harness';
import { Field } from '../ui/field';
import { MediaUpload, type MediaUploadProps } from './media-upload';

/** Holds the chosen file like a form field would. */
function StatefulMediaUpload({
  value: initial = null,
  onChange,
  required,
  ...props
}: MediaUploadProps & { required?: boolean }) {
  const [file, change] = useStoryValue<File | null>(initial, onChange);
  return (
    <Field
      label={props.kind === 'video' ? 'Video' : 'Thumbnail Image'}
      required={required}
      className="max-w-md"
    >
      <MediaUpload {...props} value={file} onChange={change} />
    </Field>
  );
}

// A 1x1 PNG, so the preview shows a real image.
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Patterns/MediaUpload',
  component: MediaUpload,
  args: { kind: 'image', onChange: fn() },
  render: (args) => <StatefulMediaUpload {...args} />,
} satisfies Meta<typeof MediaUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Choosing an image file previews it and reports it. */
export const ChooseFileInteraction: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvasFileInput(canvas.getByRole('button', { name: 'Upload Thumbnail Image' }));
    await expect(input).toHaveAttribute('accept', 'image/*');
    const file = new File([pngBytes], 'team-photo.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    await expect(canvas.getByText('Selected image: team-photo.png')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Selected image preview' })).toBeVisible();
  },
};

/** The button opens the file picker, also inside a required Field (whose Slot passes its own ref). */
export const ButtonOpensPicker: Story = {
  // Looks like stories already screenshotted; no baseline of its own.
  tags: ['no-visual'],
  args: { kind: 'video' },
  render: (args) => <StatefulMediaUpload {...args} required />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Upload Video File' });
    const input = canvasFileInput(button);
    // Stand in for the native picker, which a test cannot drive.
    const click = spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
    try {
      await userEvent.click(button);
      await expect(click).toHaveBeenCalledTimes(1);
      await expect(click.mock.contexts[0]).toBe(input);
    } finally {
      click.mockRestore();
    }
    // aria-required is not allowed on a file input or a button, so the required Field leaves both alone.
    await expect(input).not.toHaveAttribute('aria-required');
    await expect(button).not.toHaveAttribute('aria-required');
  },
};

export const RejectsWrongKind: Story = {
  // Ends on the chosen image (ChooseFileInteraction's look); the message's look is WrongKindMessage's.
  tags: ['no-visual'],
  play: async ({ canvas, args }) => {
    const input = canvasFileInput(canvas.getByRole('button', { name: 'Upload Thumbnail Image' }));
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    // A picker set to "All files" lets any file through; the control must still refuse it.
    input.files = filesOf(pdf);
    fireEvent.change(input);
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByText(/Selected image/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'Selected image preview' })).not.toBeInTheDocument();
    // The person is told why, at once (an alert), and what to choose instead.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“notes.pdf” is not an image. Choose an image file (PNG, JPEG, WebP...).',
    );
    // An image then clears the message.
    input.files = filesOf(new File([pngBytes], 'team-photo.png', { type: 'image/png' }));
    fireEvent.change(input);
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(canvas.getByText('Selected image: team-photo.png')).toBeVisible();
  },
};

/** A refused file, as the person sees it: the message stays under the button until another file is chosen. */
export const WrongKindMessage: Story = {
  args: { kind: 'video' },
  play: async ({ canvas }) => {
    const input = canvasFileInput(canvas.getByRole('button', { name: 'Upload Video File' }));
    input.files = filesOf(new File(['%PDF'], 'slides.pdf', { type: 'application/pdf' }));
    fireEvent.change(input);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '“slides.pdf” is not a video. Choose a video file (MP4, WebM...).',
    );
  },
};

export const DropVideo: Story = {
  args: { kind: 'video' },
  play: async ({ canvas, args }) => {
    const zone = canvas
      .getByRole('button', { name: 'Upload Video File' })
      .closest<HTMLElement>('[data-slot=media-upload]')!;
    const video = new File(['....'], 'welcome.mp4', { type: 'video/mp4' });
    drop(zone, video);
    await expect(args.onChange).toHaveBeenCalledWith(video);
    await waitFor(() => expect(canvas.getByText('Selected video: welcome.mp4')).toBeVisible());
    // A dropped image is refused by the video control.
    const image = new File([pngBytes], 'photo.png', { type: 'image/png' });
    drop(zone, image);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.queryByText(/Selected video/)).not.toBeInTheDocument());
    await expect(canvas.getByRole('alert')).toHaveTextContent('“photo.png” is not a video.');
  },
};

export const ExistingImage: Story = {
  args: { previewUrl: placeholderImage('#0f766e', 'Stored thumbnail') },
  play: async ({ canvas }) => {
    const preview = canvas.getByRole('img', { name: 'Selected image preview' });
    await expect(preview.parentElement!.getBoundingClientRect().height).toBe(140);
  },
};

export const Uploading: Story = {
  args: { previewUrl: placeholderImage('#0f766e', 'Stored thumbnail'), progress: 65 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading image' })).toHaveAttribute(
      'aria-valuenow',
      '65',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload Thumbnail Image' })).toBeDisabled();
  },
};

function canvasFileInput(button: HTMLElement) {
  return button.closest('[data-slot=media-upload]')!.querySelector<HTMLInputElement>('input[type=file]')!;
}

function transferOf(file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  return transfer;
}

/** Testing Library cannot carry files in a drop event, so build the real one. */
function drop(target: HTMLElement, file: File) {
  const dataTransfer = transferOf(file);
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer }));
  target.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer }));
}

function filesOf(file: File) {
  return transferOf(file).files;
}
