import { Outlet } from 'react-router';
import { isStaffRole } from '@/shared/constants/roles';
import { AccessDenied } from '@/client/components/errors/access-denied';
import { useAuth } from '@/client/lib/auth/use-auth';

/** Staff-only pages, inside the signed-in layout: anyone else is told plainly. */
export function RequireStaffLayout() {
  const { user } = useAuth();
  if (!user || !isStaffRole(user.role)) return <AccessDenied />;
  return <Outlet />;
}
