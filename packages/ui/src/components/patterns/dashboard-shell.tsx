import * as React from 'react';
import {
  BuildingIcon,
  ChartColumnIcon,
  CircleHelpIcon,
  ClapperboardIcon,
  HeartIcon,
  LibraryIcon,
  MenuIcon,
  MessageCircleQuestionIcon,
  PanelLeftCloseIcon,
  PanelLeftOpenIcon,
  UsersIcon,
} from 'lucide-react';

import type { TranslateOf } from '../../i18n/catalogue';
import { useLocale } from '../../i18n/catalogue';
import { kit } from '../../i18n/kit';
import { isRightToLeft } from '../../i18n/locales';
import { InitialsAvatar } from '../ui/avatar';
import { Button } from '../ui/button';
import type { DashboardDrawer } from './dashboard-drawer';
import {
  SidebarContent,
  type LinkRenderProps,
  type NavGroup,
  type NavLink,
  type SidebarProps,
} from './dashboard-sidebar';

/** The signed-in user's screens, each named by the kit's catalogue. */
const dashboardLinks = [
  { id: 'kit.shell.nav.library', href: '/dashboard/library', icon: LibraryIcon },
  { id: 'kit.shell.nav.favorites', href: '/dashboard/favorites', icon: HeartIcon },
  { id: 'kit.shell.nav.helpGuides', href: '/dashboard/help-guides', icon: CircleHelpIcon },
  { id: 'kit.shell.nav.reports', href: '/dashboard/reports', icon: ChartColumnIcon },
  { id: 'kit.shell.nav.team', href: '/dashboard/team', icon: UsersIcon },
] as const;

/** The signed-in user's screens in a language (the shell's default menu). */
const dashboardNavigationIn = (t: TranslateOf<typeof kit>): NavLink[] =>
  dashboardLinks.map(({ id, href, icon }) => ({ label: t(id), href, icon }));

/** The signed-in user's screens, in English (the shell itself shows them in the active language). */
const dashboardNavigation: NavLink[] = dashboardLinks.map(({ id, href, icon }) => ({
  label: kit.english[id],
  href,
  icon,
}));

/**
 * The Admin section (/dashboard/admin) and its sub-groups, with the spec's routes: an example in English (the app
 * passes its own, in the active language).
 */
/* eslint-disable lingui/no-unlocalized-strings -- an example in English, for the stories and docs */
const adminNavigation: NavGroup[] = [
  {
    label: 'Scenarios',
    icon: ClapperboardIcon,
    items: [
      { label: 'New Scenario', href: '/dashboard/admin/scenario/new-scenario' },
      { label: 'Manage Scenarios', href: '/dashboard/admin/scenario/manage-scenarios' },
      { label: 'Manage Categories', href: '/dashboard/admin/scenario/manage-categories' },
      { label: 'Manage Tags', href: '/dashboard/admin/scenario/manage-tags' },
    ],
  },
  {
    label: 'Companies',
    icon: BuildingIcon,
    items: [
      { label: 'New Company', href: '/dashboard/admin/companies/new-company' },
      { label: 'Manage Companies', href: '/dashboard/admin/companies/manage-companies' },
    ],
  },
  {
    label: 'Users',
    icon: UsersIcon,
    items: [
      { label: 'New User', href: '/dashboard/admin/users/new-user' },
      { label: 'Manage Users', href: '/dashboard/admin/users/manage-users' },
    ],
  },
  {
    label: 'Help Guides',
    icon: CircleHelpIcon,
    items: [
      { label: 'New Help Guide', href: '/dashboard/admin/help-guides/new-help-guide' },
      { label: 'Manage Help Guides', href: '/dashboard/admin/help-guides/manage-help-guides' },
    ],
  },
  {
    label: 'FAQ',
    icon: MessageCircleQuestionIcon,
    items: [
      { label: 'New FAQ', href: '/dashboard/admin/faq/new-faq' },
      { label: 'Manage FAQs', href: '/dashboard/admin/faq/manage-faqs' },
    ],
  },
];
/* eslint-enable lingui/no-unlocalized-strings */

const defaultRenderLink = ({ children, ...props }: LinkRenderProps) => <a {...props}>{children}</a>;

type DashboardShellProps = {
  /** The signed-in user, whose initials and name the top bar shows. */
  user: { firstName?: string | null; lastName?: string | null };
  /** The user's company, named at the top of the sidebar ('Ready Teams' when none). */
  companyName?: string | null;
  /** The sidebar's main links; the host dashboard's (Library, Favorites, Reports...) in the active language by default. */
  navigation?: NavLink[];
  /** The Admin section's groups; omit for users without admin access. */
  adminNavigation?: NavGroup[];
  /** Address of the Admin section's overview. */
  adminHref?: string;
  /** The page's path: the link it matches (or is under) is marked as the current page. */
  currentPath: string;
  /** Renders every link, so the app can use its router's Link. */
  renderLink?: (props: LinkRenderProps) => React.ReactNode;
  /** Address of the user's settings, linked from the sidebar. */
  settingsHref?: string;
  /** Called when the user picks Sign Out. */
  onSignOut: () => void;
  /** Whether the sidebar shows icons only, when you control it (pair it with `onCollapsedChange`). */
  collapsed?: boolean;
  /** Whether the sidebar starts as icons only, when the shell keeps the state itself. */
  defaultCollapsed?: boolean;
  /** Called with the new state when the user collapses or expands the sidebar. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** Shown above the page content, e.g. the expired-plan notice. */
  banner?: React.ReactNode;
  /** Extra top bar content left of the user's initials. */
  topBarActions?: React.ReactNode;
  /** The page itself, in the main landmark. */
  children?: React.ReactNode;
};

/** Below Tailwind's `md`: the side menu is hidden and the menu button opens it as a drawer. */
const PHONE = '(max-width: 47.99rem)';

type Drawer = typeof DashboardDrawer;
let drawer: Promise<Drawer> | undefined;
/** The drawer's chunk, once (again after a failure: the network dropped). */
const loadDrawer = () =>
  (drawer ??= import('./dashboard-drawer').then(
    (module) => module.DashboardDrawer,
    (error: unknown) => {
      drawer = undefined;
      throw error;
    },
  ));

/**
 * The dashboard frame: a top bar with the user's initials, a side menu that collapses to icons (and
 * the company initial) on desktop, and a slide-in drawer on small screens.
 */
function DashboardShell({
  user,
  companyName,
  navigation,
  adminNavigation: adminGroups,
  adminHref = '/dashboard/admin',
  currentPath,
  renderLink = defaultRenderLink,
  settingsHref = '/settings',
  onSignOut,
  collapsed: controlledCollapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  banner,
  topBarActions,
  children,
}: DashboardShellProps) {
  const t = kit.useT();
  const rightToLeft = isRightToLeft(useLocale());
  const [uncontrolledCollapsed, setUncontrolledCollapsed] = React.useState(defaultCollapsed);
  const collapsed = controlledCollapsed ?? uncontrolledCollapsed;
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [Drawer, setDrawer] = React.useState<Drawer>();
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const sidebarId = React.useId();
  const mainId = React.useId();
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  const toggleCollapsed = () => {
    if (controlledCollapsed === undefined) setUncontrolledCollapsed(!collapsed);
    onCollapsedChange?.(!collapsed);
  };

  // On a phone the drawer's code comes once the page is there, so the menu opens at once when asked.
  React.useEffect(() => {
    if (!matchMedia(PHONE).matches) return;
    let current = true;
    loadDrawer().then(
      (loaded) => current && setDrawer(() => loaded),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  const openDrawer = () =>
    loadDrawer().then(
      (loaded) => {
        setDrawer(() => loaded);
        setDrawerOpen(true);
      },
      // Nothing opens; the button works again once the network is back.
      () => {},
    );

  const sidebarProps: SidebarProps = {
    companyName,
    navigation: navigation ?? dashboardNavigationIn(t),
    adminNavigation: adminGroups,
    adminHref,
    currentPath,
    renderLink,
    settingsHref,
    onSignOut,
  };

  return (
    <div data-slot="dashboard-shell" className="flex min-h-svh bg-background">
      {/* The first stop of the Tab key: past the side menu and the top bar, straight to the page (WCAG 2.4.1). */}
      <a
        href={`#${mainId}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(mainId)?.focus();
        }}
        className="sr-only rounded-md bg-background px-4 py-2 text-sm font-medium shadow-md ring-[3px] ring-ring/50 focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
      >
        {t('kit.shell.skip')}
      </a>
      <aside
        id={sidebarId}
        data-collapsed={collapsed || undefined}
        aria-label={t('kit.shell.sideMenu')}
        className="sticky top-0 hidden h-svh w-64 shrink-0 border-e border-sidebar-border bg-sidebar transition-[width] data-[collapsed]:w-16 md:block"
      >
        <SidebarContent collapsed={collapsed} {...sidebarProps} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur">
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t('kit.shell.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => void openDrawer()}
          >
            <MenuIcon aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            aria-label={collapsed ? t('kit.shell.expand') : t('kit.shell.collapse')}
            aria-expanded={!collapsed}
            aria-controls={sidebarId}
            onClick={toggleCollapsed}
          >
            {collapsed ? (
              <PanelLeftOpenIcon aria-hidden="true" className="rtl:-scale-x-100" />
            ) : (
              <PanelLeftCloseIcon aria-hidden="true" className="rtl:-scale-x-100" />
            )}
          </Button>
          <div className="ms-auto flex items-center gap-3">
            {topBarActions}
            <InitialsAvatar names={[user.firstName, user.lastName]} />
            <span className="sr-only">{t('kit.shell.signedInAs', { name: userName })}</span>
          </div>
        </header>
        {banner}
        <main id={mainId} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          {children}
        </main>
      </div>

      {Drawer && (
        <Drawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          side={rightToLeft ? 'right' : 'left'}
          returnFocus={menuButton}
          {...sidebarProps}
        />
      )}
    </div>
  );
}

export {
  adminNavigation,
  DashboardShell,
  dashboardNavigation,
  type DashboardShellProps,
  type LinkRenderProps,
  type NavGroup,
  type NavLink,
};
