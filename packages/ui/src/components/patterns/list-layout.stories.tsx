import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

import { Badge } from '../ui/badge';
import { ListLayout, type ListColumn, type ListLayoutProps, type RowId } from './list-layout';

type Tag = { id: number; tag: string; color: string; isActive: boolean };

const tags: Tag[] = [
  { id: 1, tag: 'Onboarding', color: '#1d4ed8', isActive: true },
  { id: 2, tag: 'Conflict', color: '#be123c', isActive: true },
  { id: 3, tag: 'Feedback', color: '#047857', isActive: true },
  { id: 4, tag: 'Remote work', color: '#fde68a', isActive: true },
];

const columns: ListColumn<Tag>[] = [
  {
    id: 'tag',
    header: 'Tag',
    cell: (row) => (
      <Badge variant="outline" color={row.color}>
        {row.tag}
      </Badge>
    ),
  },
  { id: 'active', header: 'Active', cell: (row) => (row.isActive ? 'Yes' : 'No') },
];

/** Owns search and order like a screen would: filters by tag text and applies reorders. */
function TagList({ items, onReorder, onSearchChange, ...props }: ListLayoutProps<Tag>) {
  const [rows, setRows] = React.useState(items);
  const [search, setSearch] = React.useState('');
  const visible = rows.filter((row) => row.tag.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <ListLayout
      {...props}
      items={visible}
      total={rows.length}
      search={search}
      onSearchChange={(value) => {
        setSearch(value);
        onSearchChange?.(value);
      }}
      onReorder={
        onReorder &&
        ((ids: RowId[]) => {
          setRows((current) => ids.map((id) => current.find((row) => row.id === id)!));
          onReorder(ids);
        })
      }
    />
  );
}

const meta = {
  title: 'Patterns/ListLayout',
  component: ListLayout<Tag>,
  // A page's list with its h1 and named region: each story in its own frame on the docs page, as on its own page.
  parameters: { docs: { story: { inline: false, height: '520px' } } },
  args: {
    title: 'Tags',
    subtitle: 'Manage tags',
    newLabel: '+ New Tag',
    noun: 'Tags',
    searchPlaceholder: 'Search Tags...',
    items: tags,
    columns,
    getRowLabel: (row: Tag) => row.tag,
    onNew: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReorder: fn(),
    onSearchChange: fn(),
  },
  render: (args) => <TagList {...args} />,
} satisfies Meta<typeof ListLayout<Tag>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Tags' })).toBeVisible();
    await expect(canvas.getByText('4 of 4 Tags')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Order' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+ New Tag' }));
    await expect(args.onNew).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Conflict' }));
    await expect(args.onEdit).toHaveBeenCalledWith(tags[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Feedback' }));
    await expect(args.onDelete).toHaveBeenCalledWith(tags[2]);
  },
};

export const KeyboardReorder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Keyboard only: focus the first row's grip, Space picks it up, arrows move it, Space drops it.
    const handle = canvas.getByRole('button', { name: 'Reorder Onboarding' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    const ids = (args.onReorder as ReturnType<typeof fn>).mock.calls[0]![0] as RowId[];
    await expect(ids.indexOf(1)).toBeGreaterThan(0);
    await expect([...ids].sort()).toEqual([1, 2, 3, 4]);
    // The table shows the new order: Onboarding is no longer the first data row.
    const rows = canvas.getAllByRole('row');
    await waitFor(() => expect(rows[1]).not.toHaveTextContent('Onboarding'));
  },
};

/**
 * The mouse: a press that moves less than 5 px is still a click; past that the row drags, and dropped on a lower row
 * takes its place.
 */
export const PointerReorder: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args }) => {
    const handle = canvas.getByRole('button', { name: 'Reorder Onboarding' });
    const feedback = canvas.getAllByRole('row')[3]!;
    await expect(feedback).toHaveTextContent('Feedback');
    // What the drag-and-drop live region says: it follows the hidden instructions the handle is described by.
    const region = document.getElementById(handle.getAttribute('aria-describedby')!)!.nextElementSibling!;
    const from = handle.getBoundingClientRect();
    const to = feedback.getBoundingClientRect();
    const x = from.left + from.width / 2;
    const y = from.top + from.height / 2;
    await userEvent.pointer({ keys: '[MouseLeft>]', target: handle, coords: { clientX: x, clientY: y } });
    // 3 px: still a press, not a drag (a drag would show by the next frame).
    await userEvent.pointer({ target: handle, coords: { clientX: x, clientY: y + 3 } });
    await new Promise(requestAnimationFrame);
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
    await userEvent.pointer({ target: document.body, coords: { clientX: x, clientY: y + 10 } });
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    // Into the lower part of Feedback's row: dropped once the live region says the row is over it.
    const drop = { clientX: x, clientY: to.top + to.height * 0.8 };
    await userEvent.pointer({ target: document.body, coords: drop });
    await waitFor(() =>
      expect(region).toHaveTextContent('Draggable item 1 was moved over droppable area 3.'),
    );
    await userEvent.pointer({ keys: '[/MouseLeft]', target: document.body, coords: drop });
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([2, 3, 1, 4]));
    await expect(args.onReorder).toHaveBeenCalledTimes(1);
    // The table shows the new order.
    await waitFor(() => expect(canvas.getAllByRole('row')[3]).toHaveTextContent('Onboarding'));
  },
};

export const SearchDisablesReorder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('button', { name: /^Reorder / })).toHaveLength(4);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Tags...' }), 'on');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('on');
    await expect(canvas.getByText('2 of 4 Tags')).toBeVisible();
    await expect(canvas.queryAllByRole('button', { name: /^Reorder / })).toHaveLength(0);
  },
};

export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Tags...' }), 'zebra');
    await expect(canvas.getByText('No results found for "zebra"')).toBeVisible();
    await expect(canvas.getByText('0 of 4 Tags')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], emptyTitle: 'No tags yet', emptyDescription: 'Create the first tag with + New Tag.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No tags yet')).toBeVisible();
    await expect(canvas.getByText('0 of 0 Tags')).toBeVisible();
  },
};

function manyTags(count: number, offset = 0): Tag[] {
  return Array.from({ length: count }, (_, i) => ({
    id: offset + i + 1,
    tag: `Tag ${offset + i + 1}`,
    color: i % 2 ? '#1d4ed8' : '#fde68a',
    isActive: true,
  }));
}

/** Loads 20 more rows each time the list asks, up to 50. */
function PagedTagList(props: ListLayoutProps<Tag>) {
  const [rows, setRows] = React.useState(() => manyTags(20));
  const [loadingMore, setLoadingMore] = React.useState(false);
  const total = 50;
  return (
    <ListLayout
      {...props}
      items={rows}
      total={total}
      hasMore={rows.length < total}
      loadingMore={loadingMore}
      scrollAreaClassName="max-h-80"
      onLoadMore={() => {
        props.onLoadMore?.();
        setLoadingMore(true);
        setTimeout(() => {
          setRows((current) => [
            ...current,
            ...manyTags(Math.min(20, total - current.length), current.length),
          ]);
          setLoadingMore(false);
        }, 50);
      }}
    />
  );
}

export const InfiniteLoading: Story = {
  args: { onLoadMore: fn() },
  render: (args) => <PagedTagList {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('20 of 50 Tags')).toBeVisible();
    await expect(args.onLoadMore).not.toHaveBeenCalled();
    const area = canvasElementScrollArea(canvas.getByRole('table'));
    // Scrolling to within 50 px of the bottom asks for the next page.
    area.scrollTop = area.scrollHeight - area.clientHeight - 40;
    area.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled());
    await waitFor(() => expect(canvas.queryByText('20 of 50 Tags')).not.toBeInTheDocument());
    // Keep scrolling to the bottom until every page is in.
    await waitFor(() => {
      area.scrollTop = area.scrollHeight;
      area.dispatchEvent(new Event('scroll'));
      expect(canvas.getByText('50 of 50 Tags')).toBeVisible();
    });
    await expect(await canvas.findByText('No more results')).toBeVisible();
  },
};

function canvasElementScrollArea(table: HTMLElement) {
  return table.closest<HTMLElement>('[data-slot=list-scroll-area]')!;
}

export const LoadingMore: Story = {
  args: { items: manyTags(5), hasMore: true, loadingMore: true },
  render: (args) => <ListLayout {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading...')).toBeVisible();
  },
};

export const EndOfList: Story = {
  args: { items: manyTags(5), hasMore: false },
  render: (args) => <ListLayout {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No more results')).toBeVisible();
  },
};

export const WithoutReorder: Story = {
  args: { onReorder: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /^Reorder / })).toHaveLength(0);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('1');
  },
};

export const Overflowing: Story = {
  args: {
    title: 'Help Guides',
    subtitle: 'Manage help guides and tutorials with a subtitle that goes on for quite a while',
    items: [
      {
        id: 5,
        tag: 'An extraordinarily long tag name that keeps going well past the column',
        color: '#7c3aed',
        isActive: false,
      },
      ...tags,
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
