import {
  Building2,
  CircleHelp,
  FolderTree,
  LayoutList,
  MessageSquareText,
  Tag,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MessageIdOf } from '@readyteams/ui/i18n';
import type { app } from '../i18n/app';
import type { AuthUser } from '../lib/auth';
import { paths } from '../lib/paths';

/** An entry of the Admin section; `label` is its message in the app catalogue. */
export type AdminNavItem = { label: MessageIdOf<typeof app>; to: string; icon: LucideIcon };
export type AdminNavGroup = { label: MessageIdOf<typeof app>; items: AdminNavItem[] };

type AdminUser = Pick<AuthUser, 'isAdmin' | 'isOperator'> | null | undefined;

/** Admins of the operator company manage everything (PRODUCT.md §2). */
export const isOperatorAdmin = (user: AdminUser) => Boolean(user?.isAdmin && user.isOperator);

/** Admins of a customer company manage only their company's users and private scenarios. */
export const isCompanyAdmin = (user: AdminUser) => Boolean(user?.isAdmin && !user.isOperator);

/**
 * The Admin section of the menu, holding only what the user may use: operator admins get every group,
 * company admins their scenarios and users, everyone else nothing.
 */
export function adminNavFor(user: AdminUser): AdminNavGroup[] {
  if (!user?.isAdmin) return [];
  const operator = isOperatorAdmin(user);
  const scenarios: AdminNavGroup = {
    label: 'app.adminNav.scenarios',
    items: [
      { label: 'app.adminNav.manageScenarios', to: paths.admin.manageScenarios, icon: LayoutList },
      ...(operator
        ? ([
            { label: 'app.adminNav.categories', to: paths.admin.manageCategories, icon: FolderTree },
            { label: 'app.adminNav.tags', to: paths.admin.manageTags, icon: Tag },
          ] satisfies AdminNavItem[])
        : []),
    ],
  };
  const users: AdminNavGroup = {
    label: 'app.adminNav.users',
    items: [{ label: 'app.adminNav.manageUsers', to: paths.admin.manageUsers, icon: Users }],
  };
  if (!operator) return [scenarios, users];
  return [
    scenarios,
    {
      label: 'app.adminNav.companies',
      items: [{ label: 'app.adminNav.manageCompanies', to: paths.admin.manageCompanies, icon: Building2 }],
    },
    users,
    {
      label: 'app.adminNav.helpGuides',
      items: [{ label: 'app.adminNav.manageHelpGuides', to: paths.admin.manageHelpGuides, icon: CircleHelp }],
    },
    {
      label: 'app.adminNav.faq',
      items: [{ label: 'app.adminNav.manageFaqs', to: paths.admin.manageFaqs, icon: MessageSquareText }],
    },
  ];
}
