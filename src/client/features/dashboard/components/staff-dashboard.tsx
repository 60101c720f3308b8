import type { ReactNode } from 'react';
import { PageHeader } from '@/client/components/layout/page-header';
import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';

interface StaffDashboardProps {
  /**
   * The live staff tools (Payment Management and the bank details), composed by the
   * route page: client features may not import each other (eslint local/no-cross-feature-imports).
   */
  children?: ReactNode;
}

/** The staff view of the dashboard, for every role but customer. */
export function StaffDashboard({ children }: StaffDashboardProps) {
  return (
    <>
      <PageHeader title="Staff Dashboard" description="Overview of all projects and activities" />
      {children && <div className="mt-8 space-y-6">{children}</div>}
      <ComingSoonPanel>Upcoming installations, tasks, recent activity and support tickets are coming soon.</ComingSoonPanel>
    </>
  );
}
