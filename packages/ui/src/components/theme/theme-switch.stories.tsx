import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { Theme } from '../../lib/theme';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { ThemeProvider } from './theme-provider';
import { ThemeSwitch } from './theme-switch';

const meta = {
  title: 'Patterns/ThemeSwitch',
  component: ThemeSwitch,
  // The switch talks to a ThemeProvider that starts on the toolbar's theme and keeps the choice in memory only (a
  // real app keeps it in localStorage: ThemeProvider's storageKey).
  decorators: [
    (Story, { globals }) => (
      <ThemeProvider defaultTheme={globals.theme as Theme} storageKey={null}>
        <Story />
      </ThemeProvider>
    ),
  ],
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = document.documentElement;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Light' }));
    await expect(page).not.toHaveClass('dark');
    await expect(page.style.colorScheme).toBe('light');

    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page).toHaveClass('dark');
    await expect(page.style.colorScheme).toBe('dark');

    // Arrow keys move the choice, as in any radio group (Radix moves the focus a moment after the key goes down,
    // and checks the item it lands on while the key is still down). System follows the device.
    await userEvent.keyboard('{ArrowRight>}');
    await expect(await canvas.findByRole('radio', { name: 'System', checked: true })).toHaveFocus();
    await userEvent.keyboard('{/ArrowRight}');
    const deviceDark = matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(page.classList.contains('dark')).toBe(deviceDark);
    await expect(page.style.colorScheme).toBe(deviceDark ? 'dark' : 'light');
  },
};

/** The switch in a settings card, light or dark around it. */
export const InASettingsCard: Story = {
  render: () => (
    <Card className="max-w-md">
      <CardHeader>
        <CardTitle id="appearance">Appearance</CardTitle>
        <CardDescription>Light, dark, or the same as this device.</CardDescription>
      </CardHeader>
      <CardContent>
        <ThemeSwitch aria-labelledby="appearance" />
      </CardContent>
    </Card>
  ),
};

/** A ThemeProvider with a `root` themes that element (and what is inside it) instead of the page. */
export const ScopedToAnElement: Story = {
  render: function Scoped() {
    const [panel, setPanel] = React.useState<HTMLDivElement | null>(null);
    return (
      <ThemeProvider root={panel} defaultTheme="dark" storageKey={null}>
        <div
          ref={setPanel}
          className="flex flex-col items-start gap-3 rounded-xl border bg-background p-4 text-foreground"
        >
          <p className="text-sm">This panel has its own theme.</p>
          <ThemeSwitch />
        </div>
      </ThemeProvider>
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('This panel has its own theme.').parentElement).toHaveClass('dark');
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    // The page keeps the toolbar's theme.
    await expect(page.classList.contains('dark')).toBe(globals.theme === 'dark');
  },
};
