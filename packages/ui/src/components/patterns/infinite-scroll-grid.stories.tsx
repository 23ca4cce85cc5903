import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { InfiniteScrollGrid, type InfiniteScrollGridProps } from './infinite-scroll-grid';

type Item = { id: number; title: string };

const makeItems = (count: number, offset = 0): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: offset + i + 1, title: `Scenario ${offset + i + 1}` }));

const renderItem = (item: Item) => (
  <div className="h-32 w-full rounded-lg border bg-card p-4 text-sm font-medium">{item.title}</div>
);

/** Serves 6 items per page up to 15, like the library. */
function PagedGrid(props: InfiniteScrollGridProps<Item>) {
  const [items, setItems] = React.useState(() => makeItems(6));
  const [loading, setLoading] = React.useState(false);
  const total = 15;
  return (
    <InfiniteScrollGrid
      {...props}
      items={items}
      loading={loading}
      hasMore={items.length < total}
      onLoadMore={() => {
        props.onLoadMore();
        setLoading(true);
        setTimeout(() => {
          setItems((current) => [
            ...current,
            ...makeItems(Math.min(6, total - current.length), current.length),
          ]);
          setLoading(false);
        }, 30);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/InfiniteScrollGrid',
  component: InfiniteScrollGrid<Item>,
  args: {
    items: makeItems(6),
    renderItem,
    getKey: (item: Item) => item.id,
    hasMore: true,
    loading: false,
    onLoadMore: fn(),
    listLabel: 'Scenarios',
  },
} satisfies Meta<typeof InfiniteScrollGrid<Item>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <PagedGrid {...args} />,
  play: async ({ canvas, args }) => {
    // The sentinel is visible (the page is short), so pages keep loading until the end.
    await waitFor(() => expect(canvas.getByText('Scenario 15')).toBeInTheDocument());
    await expect(args.onLoadMore).toHaveBeenCalledTimes(2);
    await expect(await canvas.findByText('No more results')).toBeVisible();
    // Three columns at this width.
    const list = canvas.getByRole('list', { name: 'Scenarios' });
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { items: [], hasMore: false, query: 'zebra' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No results found for "zebra"')).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const EndOfResults: Story = {
  args: { hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No more results')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { hasMore: false },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Scenarios' });
    await waitFor(() => expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(1));
  },
};
