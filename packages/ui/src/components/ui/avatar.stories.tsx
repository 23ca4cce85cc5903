import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { InitialsAvatar } from './avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: InitialsAvatar,
  args: { names: ['Ada', 'Lovelace'] },
} satisfies Meta<typeof InitialsAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
  },
};

export const CompanyInitial: Story = {
  args: { names: ['acme Corporation'], className: 'size-10 rounded-md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'acme Corporation' })).toHaveTextContent('A');
  },
};

export const Large: Story = { args: { names: ['grace', 'hopper'], className: 'size-12 text-base' } };
