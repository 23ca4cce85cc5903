import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from './button';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Tags</CardTitle>
        <CardDescription>Manage tags</CardDescription>
        <CardAction>
          <Button size="sm">+ New Tag</Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Tags label scenarios so hosts find them in the library.</p>
      </CardContent>
      <CardFooter>
        <p className="text-xs text-muted-foreground">12 of 12 Tags</p>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tags')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '+ New Tag' })).toBeEnabled();
  },
};
