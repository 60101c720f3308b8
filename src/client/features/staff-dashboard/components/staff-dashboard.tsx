import type { ReactNode } from 'react';
import { PageHeader } from '@/client/components/layout/page-header';

/** Other features' screens on the staff dashboard, composed in by the route page. */
export interface StaffDashboardSlots {
  /** Beside the title: View Onboarding Flow and New Customer. */
  headerActions: ReactNode;
  /** The My Tasks tab. */
  tasksTab: ReactNode;
  /** The Recent Activity tab. */
  activityTab: ReactNode;
  /** Under the installation table: the chosen installation's project, e.g. its diagrams and notes. */
  installationProject: (projectId: string) => ReactNode;
  /** Delivery Schedule: the month's deliveries and installations. */
  deliverySchedule: ReactNode;
  /** Payment Management and the bank details. */
  payments: ReactNode;
  /** The default Project Preparation Checklist. */
  checklistTemplate: ReactNode;
}

/** The staff view of the dashboard, for every role but customer. */
export function StaffDashboard({ slots }: { slots: StaffDashboardSlots }) {
  return (
    <>
      <PageHeader title="Staff Dashboard" description="Overview of all projects and activities">
        {slots.headerActions}
      </PageHeader>
      <div className="mt-8 space-y-6">
        {slots.tasksTab}
        {slots.activityTab}
        {slots.deliverySchedule}
        {slots.payments}
        {slots.checklistTemplate}
      </div>
    </>
  );
}
