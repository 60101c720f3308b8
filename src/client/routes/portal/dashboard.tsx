import { isStaffRole } from '@/shared/constants/roles';
import { CustomerDashboard } from '@/client/features/dashboard/components/customer-dashboard';
import { StaffDashboard } from '@/client/features/dashboard/components/staff-dashboard';
import { useAuth } from '@/client/lib/auth/use-auth';

/** Customers see their project; every other role sees the staff view (spec section 6). */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? <StaffDashboard /> : <CustomerDashboard projectId={user.projectId} />;
}
