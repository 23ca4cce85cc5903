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
import type { AuthUser } from '../lib/auth';
import { paths } from '../lib/paths';

export type AdminNavItem = { label: string; to: string; icon: LucideIcon };
export type AdminNavGroup = { label: string; items: AdminNavItem[] };

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
    label: 'Scenarios',
    items: [
      { label: 'Manage Scenarios', to: paths.admin.manageScenarios, icon: LayoutList },
      ...(operator
        ? [
            { label: 'Categories', to: paths.admin.manageCategories, icon: FolderTree },
            { label: 'Tags', to: paths.admin.manageTags, icon: Tag },
          ]
        : []),
    ],
  };
  const users: AdminNavGroup = {
    label: 'Users',
    items: [{ label: 'Manage Users', to: paths.admin.manageUsers, icon: Users }],
  };
  if (!operator) return [scenarios, users];
  return [
    scenarios,
    {
      label: 'Companies',
      items: [{ label: 'Manage Companies', to: paths.admin.manageCompanies, icon: Building2 }],
    },
    users,
    {
      label: 'Help Guides',
      items: [{ label: 'Manage Help Guides', to: paths.admin.manageHelpGuides, icon: CircleHelp }],
    },
    { label: 'FAQ', items: [{ label: 'Manage FAQs', to: paths.admin.manageFaqs, icon: MessageSquareText }] },
  ];
}
