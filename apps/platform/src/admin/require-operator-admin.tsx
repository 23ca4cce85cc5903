import { Outlet } from 'react-router';
import { NoAccess } from '../components/no-access';
import { useAuth } from '../lib/auth';
import { isOperatorAdmin } from './navigation';

/** Screens only the operator's admins may use; a company admin who opens one gets the no-access page. */
export default function RequireOperatorAdmin() {
  const { user } = useAuth();
  return isOperatorAdmin(user) ? <Outlet /> : <NoAccess />;
}
