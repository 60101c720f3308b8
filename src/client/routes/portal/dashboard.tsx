import { isStaffRole } from '@/shared/constants/roles';
import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';
import { CustomerDashboard } from '@/client/features/dashboard/components/customer-dashboard';
import { StaffDashboard } from '@/client/features/dashboard/components/staff-dashboard';
import { StaffPayments } from '@/client/features/payment-management/components/staff-payments';
import { useProjectPayments } from '@/client/features/payments/api/get-payments';
import { PaymentsTab } from '@/client/features/payments/components/payments-tab';
import { useAuth } from '@/client/lib/auth/use-auth';

/** Customers see their project; every other role sees the staff view (spec section 6). */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? (
    <StaffDashboard>
      <StaffPayments />
    </StaffDashboard>
  ) : (
    <CustomerDashboardPage projectId={user.projectId} />
  );
}

/** The dashboard and the payments feature, composed: both read one cached ['payments', projectId] query. */
function CustomerDashboardPage({ projectId }: { projectId: string | null }) {
  const payments = useProjectPayments(projectId);
  return (
    <CustomerDashboard
      projectId={projectId}
      payments={payments}
      slots={
        projectId
          ? {
              paymentsTab: <PaymentsTab projectId={projectId} />,
              documentsTab: <ComingSoonPanel>Documents are coming soon.</ComingSoonPanel>,
              diagramsCard: <ComingSoonPanel>Building diagrams are coming soon.</ComingSoonPanel>,
            }
          : null
      }
    />
  );
}
