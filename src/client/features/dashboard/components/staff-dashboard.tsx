import { PageHeader } from '@/client/components/layout/page-header';
import { ComingSoonPanel } from '@/client/components/layout/portal-placeholder';

/** The staff view of the dashboard, for every role but customer. */
export function StaffDashboard() {
  return (
    <>
      <PageHeader title="Staff Dashboard" description="Overview of all projects and activities" />
      <ComingSoonPanel>
        Installations, tasks, recent activity, support tickets and payments to verify are coming soon.
      </ComingSoonPanel>
    </>
  );
}
