import * as React from 'react';
import {
  BuildingIcon,
  ChartColumnIcon,
  ChevronDownIcon,
  CircleHelpIcon,
  ClapperboardIcon,
  HeartIcon,
  LibraryIcon,
  LogOutIcon,
  MenuIcon,
  MessageCircleQuestionIcon,
  PanelLeftCloseIcon,
  PanelLeftOpenIcon,
  SettingsIcon,
  ShieldIcon,
  UsersIcon,
} from 'lucide-react';

import type { TranslateOf } from '../../i18n/catalogue';
import { useLocale } from '../../i18n/catalogue';
import { kit } from '../../i18n/kit';
import { isRightToLeft } from '../../i18n/locales';
import { cn } from '../../lib/utils';
import { InitialsAvatar } from '../ui/avatar';
import { Button } from '../ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../ui/sheet';

type NavIcon = React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

type NavLink = { label: string; href: string; icon?: NavIcon };

type NavGroup = { label: string; icon?: NavIcon; items: NavLink[] };

type LinkRenderProps = {
  href: string;
  className: string;
  children: React.ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  title?: string;
  onClick?: () => void;
};

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

const defaultRenderLink = ({ children, ...props }: LinkRenderProps) => <a {...props}>{children}</a>;

function isActive(href: string, currentPath: string) {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

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

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

function SidebarContent({
  collapsed,
  companyName,
  navigation,
  adminNavigation: adminGroups,
  adminHref,
  currentPath,
  renderLink,
  settingsHref,
  onSignOut,
  onNavigate,
}: {
  collapsed: boolean;
  companyName?: string | null;
  navigation: NavLink[];
  adminNavigation?: NavGroup[];
  adminHref: string;
  currentPath: string;
  renderLink: (props: LinkRenderProps) => React.ReactNode;
  settingsHref: string;
  onSignOut: () => void;
  onNavigate?: () => void;
}) {
  const t = kit.useT();
  const link = ({ label, href, icon: Icon }: NavLink, key?: React.Key) => (
    <li key={key ?? href}>
      {renderLink({
        href,
        className: cn(linkClass, collapsed && 'justify-center px-2'),
        'aria-current': isActive(href, currentPath) ? 'page' : undefined,
        'aria-label': collapsed ? label : undefined,
        title: collapsed ? label : undefined,
        onClick: onNavigate,
        children: (
          <>
            {Icon && <Icon aria-hidden="true" />}
            {!collapsed && <span className="truncate">{label}</span>}
          </>
        ),
      })}
    </li>
  );

  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className={cn('flex items-center gap-3 px-1 py-1', collapsed && 'justify-center px-0')}>
        <InitialsAvatar names={[companyName ?? 'Ready Teams']} className="size-9 rounded-md" />
        {!collapsed && (
          <div className="grid min-w-0">
            <span className="truncate text-sm font-semibold">{companyName ?? 'Ready Teams'}</span>
            <span className="text-xs text-muted-foreground">Ready Teams</span>
          </div>
        )}
      </div>

      <nav aria-label={t('kit.shell.main')} className="flex flex-1 flex-col gap-4 overflow-y-auto">
        <ul className="grid gap-1">{navigation.map((item) => link(item))}</ul>

        {adminGroups && adminGroups.length > 0 && (
          <div className="grid gap-1">
            {collapsed ? (
              <ul className="grid gap-1">
                {link({ label: t('kit.shell.admin'), href: adminHref, icon: ShieldIcon })}
              </ul>
            ) : (
              <>
                <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {t('kit.shell.admin')}
                </p>
                {adminGroups.map((group) => (
                  <Collapsible
                    key={group.label}
                    defaultOpen={group.items.some((item) => isActive(item.href, currentPath))}
                    className="group/nav"
                  >
                    <CollapsibleTrigger className={cn(linkClass, 'w-full cursor-pointer')}>
                      {group.icon && <group.icon aria-hidden="true" />}
                      <span className="flex-1 truncate text-start">{group.label}</span>
                      <ChevronDownIcon
                        aria-hidden="true"
                        className="transition-transform group-data-[state=open]/nav:rotate-180"
                      />
                    </CollapsibleTrigger>
                    <CollapsibleContent>
                      <ul className="ms-5 grid gap-1 border-s ps-2">
                        {group.items.map((item) => link(item, item.href))}
                      </ul>
                    </CollapsibleContent>
                  </Collapsible>
                ))}
              </>
            )}
          </div>
        )}
      </nav>

      <div data-slot="dashboard-menu-footer" className="grid gap-1 border-t pt-3">
        <ul className="grid gap-1">
          {link({ label: t('kit.shell.settings'), href: settingsHref, icon: SettingsIcon })}
        </ul>
        <button
          type="button"
          onClick={onSignOut}
          aria-label={collapsed ? t('kit.shell.signOut') : undefined}
          title={collapsed ? t('kit.shell.signOut') : undefined}
          className={cn(linkClass, 'w-full cursor-pointer', collapsed && 'justify-center px-2')}
        >
          <LogOutIcon aria-hidden="true" className="rtl:-scale-x-100" />
          {!collapsed && <span>{t('kit.shell.signOut')}</span>}
        </button>
      </div>
    </div>
  );
}

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
  const sidebarId = React.useId();
  const mainId = React.useId();
  const userName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  const toggleCollapsed = () => {
    if (controlledCollapsed === undefined) setUncontrolledCollapsed(!collapsed);
    onCollapsedChange?.(!collapsed);
  };

  const sidebarProps = {
    companyName,
    navigation: navigation ?? dashboardNavigationIn(t),
    adminNavigation: adminGroups,
    adminHref,
    currentPath,
    renderLink,
    settingsHref,
    onSignOut,
  };

  // The Sheet wraps the whole frame so its trigger (the mobile menu button) gets focus back on close.
  return (
    <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
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
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('kit.shell.openMenu')}>
                <MenuIcon aria-hidden="true" />
              </Button>
            </SheetTrigger>
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

        <SheetContent side={rightToLeft ? 'right' : 'left'} className="w-72 bg-sidebar p-0">
          <SheetTitle className="sr-only">{t('kit.shell.menu')}</SheetTitle>
          <SheetDescription className="sr-only">{t('kit.shell.navigate')}</SheetDescription>
          <SidebarContent collapsed={false} onNavigate={() => setDrawerOpen(false)} {...sidebarProps} />
        </SheetContent>
      </div>
    </Sheet>
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
