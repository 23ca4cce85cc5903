import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { label } from '../test/story-helpers';
import { JoinCodeForm } from './join-code-form';

const meta = {
  title: 'Forms/Auth/JoinCodeForm',
  component: JoinCodeForm,
  tags: ['no-visual'],
  args: { onSubmit: fn() },
} satisfies Meta<typeof JoinCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await userEvent.type(canvas.getByLabelText(label('Enter code to join a live session')), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typed in any case, at most 4 characters, sent upper-cased by Join. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText(label('Enter code to join a live session'));
    await userEvent.type(input, 'ab3dz');
    await expect(input).toHaveValue('AB3D');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ pin: 'AB3D' });
  },
};

export const EnterKey: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(label('Enter code to join a live session')), 'k7mq{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ pin: 'K7MQ' });
  },
};
