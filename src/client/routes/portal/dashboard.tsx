import { lazy, Suspense } from 'react';
import { isStaffRole } from '@/shared/constants/roles';
import { FullScreenSpinner } from '@/client/components/ui/spinner';
import { useAuth } from '@/client/lib/auth/use-auth';

// Each role downloads only its own view: a customer's first screen never carries the staff
// dashboard's tables and forms, nor staff the customer's.
const StaffDashboardPage = lazy(() => import('@/client/app/dashboard/staff-dashboard-page'));
const CustomerDashboardPage = lazy(() => import('@/client/app/dashboard/customer-dashboard-page'));

/** Customers see their project; every other role sees the staff view (spec section 6). */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {isStaffRole(user.role) ? <StaffDashboardPage /> : <CustomerDashboardPage projectId={user.projectId} />}
    </Suspense>
  );
}
