import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckInView } from './check-in-view';

const checkIn = {
  scenarioTitle: 'Handling conflict at the front desk',
  commitment: 'Let the other person finish before I answer.',
  question: 'Did you put it into practice?',
  answered: false,
};

const meta = {
  title: 'Views/CheckInView',
  component: CheckInView,
  // A whole page (banner, main): each story in its own frame on the docs page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '640px' } } },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  args: { checkIn, onSend: fn() },
} satisfies Meta<typeof CheckInView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link opened: the commitment, the question and an optional comment with its counter. */
export const Open: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: checkIn.scenarioTitle })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your commitment' })).toBeVisible();
    await expect(canvas.getByText(checkIn.commitment)).toBeVisible();
    const question = canvas.getByRole('group', { name: 'Did you put it into practice?' });
    await expect(question).toBeVisible();

    // Sending without an answer asks for one and sends nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByText('Choose an answer.')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: 'Partly' }));
    await expect(canvas.getByRole('radio', { name: 'Partly' })).toBeChecked();
    await expect(canvas.queryByText('Choose an answer.')).toBeNull();
    const comment = canvas.getByRole('textbox', { name: 'Comment (optional)' });
    await userEvent.type(comment, ' Most days, not on busy Mondays. ');
    await expect(canvas.getByText('33/500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      answer: 'partly',
      comment: 'Most days, not on busy Mondays.',
    });
  },
};

/** An answer without a comment sends no comment. */
export const AnswerOnly: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({ answer: 'yes' });
  },
};

export const Sending: Story = {
  tags: ['no-visual'],
  args: { sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** The send failed (here: answered from another tab meanwhile); the form stays to try again. */
export const SendFailed: Story = {
  args: { sendError: { message: 'This check-in has already been answered.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This check-in has already been answered.');
  },
};

export const Sent: Story = {
  args: { sent: true, checkIn: { ...checkIn, answered: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Thank you. Your answer has been recorded.' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** The link opened again after answering. */
export const Answered: Story = {
  args: { checkIn: { ...checkIn, answered: true } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'This check-in has already been answered.' }),
    ).toBeVisible();
    await expect(canvas.queryByText(checkIn.commitment)).toBeNull();
  },
};

export const Loading: Story = {
  tags: ['no-visual'],
  args: { checkIn: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const Invalid: Story = {
  args: { checkIn: null, error: { message: 'This check-in link is not valid.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This check-in link is not valid.');
  },
};

export const Expired: Story = {
  args: { checkIn: null, error: { message: 'This check-in link has expired.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This check-in link has expired.');
  },
};
