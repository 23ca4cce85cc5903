import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { LogOut, Menu, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  cn,
  getInitials,
  InitialsAvatar,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  Tooltip,
  TooltipContent,
  TooltipTrigger,
} from '@readyteams/ui';
import { BrandMark } from '../../components/brand-mark';
import { signOut } from '../../lib/account';
import { useAuth } from '../../lib/auth';
import { paths } from '../../lib/paths';
import { adminNav, hostNav, type NavItem } from './navigation';
import { SessionBanners } from './session-banners';

const COLLAPSED_KEY = 'sidebarCollapsed';

export default function DashboardLayout() {
  const { user } = useAuth();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === 'true');
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () =>
    setCollapsed((value) => {
      localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });

  return (
    <div className="flex min-h-screen bg-muted/40">
      <aside
        aria-label="Sidebar"
        data-collapsed={collapsed || undefined}
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 flex-col border-r border-sidebar-border bg-sidebar text-sidebar-foreground transition-[width] md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div className={cn('flex h-16 items-center border-b border-sidebar-border px-3', collapsed ? 'justify-center' : 'justify-between')}>
          {collapsed ? (
            <span
              className="flex size-9 items-center justify-center rounded-md bg-primary font-bold text-primary-foreground"
              title={user?.companyName}
              data-testid="company-initial"
            >
              {getInitials(user?.companyName)}
            </span>
          ) : (
            <span className="flex min-w-0 items-center gap-2 font-bold">
              <BrandMark />
              <span className="truncate">Ready Teams</span>
            </span>
          )}
        </div>
        <SidebarNav collapsed={collapsed} />
        <div className="border-t border-sidebar-border p-2">
          <Button
            variant="ghost"
            size="sm"
            className={cn('w-full', collapsed ? 'justify-center px-0' : 'justify-start')}
            onClick={toggle}
            aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
            aria-expanded={!collapsed}
          >
            {collapsed ? <PanelLeftOpen aria-hidden /> : <PanelLeftClose aria-hidden />}
            {!collapsed && 'Collapse'}
          </Button>
        </div>
      </aside>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
        <SheetContent side="left" className="w-72 gap-0 bg-sidebar p-0">
          <div className="flex h-16 items-center gap-2 border-b border-sidebar-border px-4 font-bold">
            <BrandMark />
            <SheetTitle>Ready Teams</SheetTitle>
            <SheetDescription className="sr-only">Navigation</SheetDescription>
          </div>
          <SidebarNav collapsed={false} onNavigate={() => setDrawerOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-3 border-b border-border bg-background px-4 sm:px-6">
          <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu" onClick={() => setDrawerOpen(true)}>
            <Menu aria-hidden />
          </Button>
          <p className="truncate text-sm text-muted-foreground">{user?.companyName}</p>
          <div className="flex items-center gap-3">
            <span className="hidden text-right text-sm sm:block">
              <span className="block font-medium">
                {user?.firstName} {user?.lastName}
              </span>
            </span>
            <InitialsAvatar names={[user?.firstName, user?.lastName]} data-testid="user-initials" />
          </div>
        </header>
        <SessionBanners />
        <main className="flex min-w-0 flex-1 flex-col p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { user, signedOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const groups = adminNav(user);

  const handleSignOut = async () => {
    onNavigate?.();
    await signOut();
    signedOut();
    queryClient.clear();
    navigate(paths.home, { replace: true });
  };

  return (
    <nav aria-label="Dashboard" className="flex min-h-0 flex-1 flex-col">
      <div className="flex-1 space-y-6 overflow-y-auto p-2">
        <ul className="space-y-1">
          {hostNav.map((item) => (
            <li key={item.to}>
              <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
        {groups.length > 0 && (
          <div>
            <p className={cn('px-3 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase', collapsed && 'sr-only')}>
              Admin
            </p>
            <ul className="space-y-3">
              {groups.map((group) => (
                <li key={group.label}>
                  {!collapsed && <p className="px-3 pb-1 text-xs font-medium text-muted-foreground">{group.label}</p>}
                  <ul className="space-y-1">
                    {group.items.map((item) => (
                      <li key={item.to}>
                        <SidebarLink item={item} collapsed={collapsed} onNavigate={onNavigate} />
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <ul className="space-y-1 border-t border-sidebar-border p-2">
        <li>
          <SidebarLink item={{ label: 'Settings', to: paths.settings, icon: Settings }} collapsed={collapsed} onNavigate={onNavigate} />
        </li>
        <li>
          <SidebarButton collapsed={collapsed} label="Sign Out" icon={LogOut} onClick={handleSignOut} />
        </li>
      </ul>
    </nav>
  );
}

const itemClass = (collapsed: boolean, active = false) =>
  cn(
    'flex h-9 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground',
    collapsed && 'justify-center px-0',
    active && 'bg-sidebar-accent text-sidebar-accent-foreground',
  );

function SidebarLink({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  const link = (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      aria-label={collapsed ? item.label : undefined}
      className={({ isActive }) => itemClass(collapsed, isActive)}
    >
      <Icon aria-hidden className="size-4 shrink-0" />
      {!collapsed && <span className="truncate">{item.label}</span>}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  );
}

function SidebarButton({
  collapsed,
  label,
  icon: Icon,
  onClick,
}: {
  collapsed: boolean;
  label: string;
  icon: NavItem['icon'];
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={collapsed ? label : undefined} className={cn(itemClass(collapsed), 'w-full')}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {!collapsed && label}
    </button>
  );
}
