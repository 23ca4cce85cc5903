import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { expectFieldError, label } from '../test/story-helpers';
import { CompanyBrandingForm } from './company-branding-form';

const meta = {
  title: 'Forms/Admin/CompanyBrandingForm',
  component: CompanyBrandingForm,
  tags: ['no-visual'],
  args: {
    onSubmit: fn(async () => {}),
    uploadFile: fn(async (file: File) => `https://cdn.example.com/uploads/${file.name}`),
  },
  decorators: [(Story) => <div className="max-w-xl">{Story()}</div>],
} satisfies Meta<typeof CompanyBrandingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const save = 'Save Branding';

/** Nothing set: the default theme. A chosen logo is uploaded when the form is sent; colours go in lower case. */
export const SetBranding: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    const logo = new File(['logo'], 'acme.png', { type: 'image/png' });
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('[data-testid="image-file-input"]')!,
      logo,
    );
    await expect((canvas.getByLabelText(label('Logo')) as HTMLInputElement).value).toMatch(/^blob:/);
    await userEvent.type(canvas.getByLabelText('Primary Colour'), '#1D4ED8');
    await userEvent.type(canvas.getByLabelText('Secondary Colour'), '#9a3412');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        logoUrl: 'https://cdn.example.com/uploads/acme.png',
        primaryColor: '#1d4ed8',
        secondaryColor: '#9a3412',
        stage: 'light',
      }),
    );
    await expect(args.uploadFile).toHaveBeenCalledWith(logo);
  },
};

/**
 * A colour that fails 4.5:1 as text on the stage is refused with its contrast, as the server refuses it; on the dark
 * stage the same yellow reads well, and the form sends it.
 */
export const RefusedContrast: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Primary Colour'), '#ffcc00');
    await userEvent.type(canvas.getByLabelText('Secondary Colour'), 'orange');
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await expectFieldError(
      canvasElement,
      'Primary Colour',
      'Too light to read on the light stage: contrast 1.5:1, text needs at least 4.5:1. Choose a darker colour.',
    );
    await expectFieldError(canvasElement, 'Secondary Colour', 'Enter a colour as #RRGGBB, such as #1d4ed8');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(canvas.getByLabelText('Primary Colour')).not.toHaveAttribute('aria-invalid'));
    await userEvent.clear(canvas.getByLabelText('Secondary Colour'));
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        logoUrl: null,
        primaryColor: '#ffcc00',
        secondaryColor: null,
        stage: 'dark',
      }),
    );
  },
};

/** Set before: the stored branding fills the form and the logo shows. */
export const Stored: Story = {
  args: {
    defaultValues: {
      logoUrl: 'https://cdn.example.com/uploads/acme.png',
      primaryColor: '#93c5fd',
      secondaryColor: '',
      stage: 'dark',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(canvas.getByLabelText('Primary Colour')).toHaveValue('#93c5fd');
    await expect(canvas.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/uploads/acme.png',
    );
  },
};
