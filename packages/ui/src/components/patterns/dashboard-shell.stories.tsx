import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';

import { ActiveSessionBanner } from '../views/active-session-banner';
import { adminNavigation, DashboardShell } from './dashboard-shell';

const meta = {
  title: 'Patterns/DashboardShell',
  component: DashboardShell,
  // A whole signed-in page (its header, navigation and main landmarks): on the docs page each story is drawn in a
  // frame of its own, not as a page inside the page.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '560px' } } },
  args: {
    user: { firstName: 'Ada', lastName: 'Lovelace' },
    companyName: 'Northwind Health',
    currentPath: '/dashboard/library',
    onSignOut: fn(),
    onCollapsedChange: fn(),
    children: (
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">Library</h1>
        <p className="text-sm text-muted-foreground">Search our library for content</p>
      </div>
    ),
  },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    const menu = canvas.getByRole('complementary', { name: 'Side menu' });
    const library = within(menu).getByRole('link', { name: 'Library' });
    await expect(library).toHaveAttribute('aria-current', 'page');
    await expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    // Users without admin access see no Admin section.
    await expect(within(menu).queryByText('Admin')).not.toBeInTheDocument();
  },
};

/** Keyboard users skip the side menu and the top bar: the first Tab shows the link, Enter puts the focus on the page. */
export const SkipToContentInteraction: Story = {
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(1);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('complementary', { name: 'Side menu' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
  },
};

export const Admin: Story = {
  args: { adminNavigation, currentPath: '/dashboard/admin/scenario/manage-tags' },
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('complementary', { name: 'Side menu' });
    await expect(within(menu).getByText('Admin')).toBeVisible();
    for (const group of ['Scenarios', 'Companies', 'Users', 'Help Guides', 'FAQ']) {
      await expect(within(menu).getByRole('button', { name: group })).toBeVisible();
    }
    // The group holding the current page starts open.
    await expect(within(menu).getByRole('link', { name: 'Manage Tags' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const faq = within(menu).getByRole('button', { name: 'FAQ' });
    await expect(faq).toHaveAttribute('aria-expanded', 'false');
    faq.focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(menu).getByRole('link', { name: 'Manage FAQs' })).toHaveAttribute(
      'href',
      '/dashboard/admin/faq/manage-faqs',
    );
  },
};

export const Collapsed: Story = {
  args: { adminNavigation },
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Collapse menu' });
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const menu = canvas.getByRole('complementary', { name: 'Side menu' });
    // Collapsed: the company initial instead of its name, icon links keep their names.
    await expect(within(menu).getByRole('img', { name: 'Northwind Health' })).toHaveTextContent(/^N$/);
    await expect(within(menu).queryByText('Northwind Health')).not.toBeInTheDocument();
    await expect(within(menu).getByRole('link', { name: 'Library' })).toBeVisible();
    await expect(within(menu).getByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/dashboard/admin',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Expand menu' }));
    await expect(within(menu).getByText('Northwind Health')).toBeVisible();
  },
};

export const StartsCollapsed: Story = { args: { defaultCollapsed: true, adminNavigation } };

export const Mobile: Story = {
  args: { adminNavigation },
  globals: { viewport: { value: 'phone320', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('complementary', { hidden: true })).not.toBeVisible();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    // The drawer's code loads on demand (dashboard-drawer.tsx); the button says the menu is open.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(within(drawer).getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  },
};

export const WithBanner: Story = {
  args: {
    banner: (
      <div className="px-4 pt-4 md:px-6">
        <ActiveSessionBanner onCloseSession={fn()} onGoToSession={fn()} />
      </div>
    ),
  },
};

export const CustomLinks: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('complementary', { name: 'Side menu' });
    await expect(within(menu).getByRole('link', { name: 'Team' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
  },
};

export const Overflowing: Story = {
  args: {
    user: { firstName: 'Maximiliana', lastName: 'Featherstonehaugh-Worthington' },
    companyName: 'The Extraordinarily Long Named Organization of Northern Regions',
    adminNavigation,
  },
};
