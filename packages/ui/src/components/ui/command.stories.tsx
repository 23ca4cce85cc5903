import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { Command, CommandEmpty, CommandGroup, CommandInput, CommandItem, CommandList } from './command';

// Every item reports its choice here (cmdk passes the item's value).
const onSelect = fn();

const meta = {
  title: 'Primitives/Command',
  component: Command,
  args: { label: 'Search scenarios' },
  render: (args) => (
    <Command {...args} className="max-w-sm rounded-lg border shadow-md">
      <CommandInput placeholder="Search scenarios..." />
      <CommandList>
        <CommandEmpty>No scenarios found.</CommandEmpty>
        <CommandGroup heading="Recent">
          <CommandItem onSelect={onSelect}>Handling a difficult customer</CommandItem>
          <CommandItem onSelect={onSelect}>Giving feedback to a colleague</CommandItem>
        </CommandGroup>
        <CommandGroup heading="Categories">
          <CommandItem onSelect={onSelect}>Onboarding</CommandItem>
          <CommandItem onSelect={onSelect}>Conflict</CommandItem>
          <CommandItem onSelect={onSelect} disabled>
            Archived
          </CommandItem>
        </CommandGroup>
      </CommandList>
    </Command>
  ),
} satisfies Meta<typeof Command>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Typing filters the list; arrows move through what is left and Enter picks. The search is cleared at the end. */
export const Search: Story = {
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('combobox', { name: 'Search scenarios' });
    await userEvent.type(search, 'feed');
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Giving feedback to a colleague',
    ]);
    await userEvent.keyboard('{Enter}');
    await expect(onSelect).toHaveBeenLastCalledWith('Giving feedback to a colleague');
    await userEvent.type(search, 'zzz');
    await expect(canvas.getByText('No scenarios found.')).toBeVisible();
    await userEvent.clear(search);
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
  },
};
