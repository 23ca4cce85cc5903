import * as React from 'react';
import { ChevronDownIcon, LogOutIcon, SettingsIcon, ShieldIcon } from 'lucide-react';

import { kit } from '../../i18n/kit';
import { cn } from '../../lib/utils';
import { InitialsAvatar } from '../ui/avatar';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '../ui/collapsible';

// The dashboard's side menu: in the shell's sidebar (dashboard-shell.tsx) and in its drawer on phones
// (dashboard-drawer.tsx, loaded on demand).

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

function isActive(href: string, currentPath: string) {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

/** What the side menu shows and links to (the shell passes its props through). */
type SidebarProps = {
  companyName?: string | null;
  navigation: NavLink[];
  adminNavigation?: NavGroup[];
  adminHref: string;
  currentPath: string;
  renderLink: (props: LinkRenderProps) => React.ReactNode;
  settingsHref: string;
  onSignOut: () => void;
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
}: SidebarProps & { collapsed: boolean; onNavigate?: () => void }) {
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

export { SidebarContent, type LinkRenderProps, type NavGroup, type NavIcon, type NavLink, type SidebarProps };
