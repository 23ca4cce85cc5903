import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { NoAccess } from '../components/no-access';
import { useAuth } from '../lib/auth';
import { isOperatorAdmin } from './navigation';

export {
  adminNavFor,
  isCompanyAdmin,
  isOperatorAdmin,
  type AdminNavGroup,
  type AdminNavItem,
} from './navigation';

type RouteModule = { default: ComponentType };
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

/** Screens only the operator's admins may use; a company admin who opens one gets the no-access page. */
function RequireOperatorAdmin() {
  const { user } = useAuth();
  return isOperatorAdmin(user) ? <Outlet /> : <NoAccess />;
}

const scenarioEditor = page(() => import('./scenarios/scenario-editor-route'));

/**
 * The back-office, mounted by the app's route table under /dashboard/admin behind its admin guard.
 * Company admins reach the scenarios and users screens; everything else is for operator admins.
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: page(() => import('./admin-home-route')) },
  {
    path: 'scenario',
    children: [
      { index: true, element: <Navigate to="manage-scenarios" replace /> },
      { path: 'manage-scenarios', lazy: page(() => import('./scenarios/manage-scenarios-route')) },
      { path: 'new-scenario', lazy: scenarioEditor },
      { path: 'edit/:id', lazy: scenarioEditor },
      {
        element: <RequireOperatorAdmin />,
        children: [
          { path: 'manage-categories', lazy: page(() => import('./scenarios/manage-categories-route')) },
          { path: 'manage-tags', lazy: page(() => import('./scenarios/manage-tags-route')) },
        ],
      },
    ],
  },
  {
    path: 'users',
    children: [
      { index: true, element: <Navigate to="manage-users" replace /> },
      { path: 'manage-users', lazy: page(() => import('./users/manage-users-route')) },
      { path: 'new-user', lazy: page(() => import('./users/user-editor-route')) },
      { path: 'edit/:id', lazy: page(() => import('./users/user-editor-route')) },
    ],
  },
  {
    element: <RequireOperatorAdmin />,
    children: [
      {
        path: 'companies',
        children: [
          { index: true, element: <Navigate to="manage-companies" replace /> },
          { path: 'manage-companies', lazy: page(() => import('./companies/manage-companies-route')) },
          { path: 'new-company', lazy: page(() => import('./companies/company-editor-route')) },
          { path: 'edit/:id', lazy: page(() => import('./companies/company-editor-route')) },
        ],
      },
      {
        path: 'faq',
        children: [
          { index: true, element: <Navigate to="manage-faqs" replace /> },
          { path: 'manage-faqs', lazy: page(() => import('./faqs/manage-faqs-route')) },
          { path: 'new-faq', lazy: page(() => import('./faqs/faq-editor-route')) },
          { path: 'edit/:id', lazy: page(() => import('./faqs/faq-editor-route')) },
        ],
      },
      {
        path: 'help-guides',
        children: [
          { index: true, element: <Navigate to="manage-help-guides" replace /> },
          { path: 'manage-help-guides', lazy: page(() => import('./help-guides/manage-help-guides-route')) },
          { path: 'new-help-guide', lazy: page(() => import('./help-guides/help-guide-editor-route')) },
          { path: 'edit/:id', lazy: page(() => import('./help-guides/help-guide-editor-route')) },
        ],
      },
    ],
  },
];
