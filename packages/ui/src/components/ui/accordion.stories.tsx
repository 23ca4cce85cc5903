import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-md">
      <AccordionItem value="pin">
        <AccordionTrigger level={2}>How do participants join?</AccordionTrigger>
        <AccordionContent>They enter the 4-character code on the landing page.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="anonymous">
        <AccordionTrigger level={2}>Are answers anonymous?</AccordionTrigger>
        <AccordionContent>Yes. Participants never give their name.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab to the first header, Enter expands it, ArrowDown moves to the next one. */
export const KeyboardInteraction: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = canvas.getByRole('button', { name: 'How do participants join?' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('They enter the 4-character code on the landing page.')).toBeVisible();
    // Arrow down moves to the next header.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Are answers anonymous?' })).toHaveFocus();
  },
};

export const Multiple: Story = {
  render: () => (
    <Accordion type="multiple" defaultValue={['pin', 'anonymous']} className="max-w-md">
      <AccordionItem value="pin">
        <AccordionTrigger level={2}>How do participants join?</AccordionTrigger>
        <AccordionContent>They enter the 4-character code on the landing page.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="anonymous">
        <AccordionTrigger level={2}>Are answers anonymous?</AccordionTrigger>
        <AccordionContent>Yes. Participants never give their name.</AccordionContent>
      </AccordionItem>
    </Accordion>
  ),
};
