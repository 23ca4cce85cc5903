import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { expect, fn } from 'storybook/test';

import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save Category', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'],
    },
    size: { control: 'select', options: ['default', 'sm', 'lg', 'touch', 'icon', 'icon-sm', 'icon-lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Category' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: Tab to it, Enter and Space both press it.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      <Button {...args}>Default</Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="outline">
        Outline
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} variant="destructive">
        <Trash2Icon aria-hidden="true" /> Delete
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args}>Default</Button>
      <Button {...args} size="lg">
        Large
      </Button>
      <Button {...args} size="icon" aria-label="Add">
        <PlusIcon />
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Save Category' });
    await expect(button).toBeDisabled();
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving...' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Saving...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.click();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChild: Story = {
  args: { asChild: true, children: <a href="#new-tag">+ New Tag</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '+ New Tag' });
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

/** A ref reaches the `<button>` itself, on React 18 as on 19: here another button focuses it through one. */
export const WithRef: Story = {
  tags: ['no-visual'],
  render: function WithRef(args) {
    const ref = React.useRef<HTMLButtonElement>(null);
    return (
      <div className="flex gap-3">
        <Button {...args} ref={ref} />
        <Button variant="outline" onClick={() => ref.current?.focus()}>
          Focus Save
        </Button>
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Focus Save' }));
    await expect(canvas.getByRole('button', { name: 'Save Category' })).toHaveFocus();
  },
};

export const Overflowing: Story = {
  args: { children: 'A very long button label that keeps going to show how the text behaves' },
  render: (args) => (
    <div className="w-48">
      <Button {...args} className="max-w-full truncate" />
    </div>
  ),
};
