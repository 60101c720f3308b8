import type { ReactNode } from 'react';
import { HydrateApart } from '@/client/components/layout/hydrate-apart';
import { PageHeader } from '@/client/components/layout/page-header';
import { InstallationsTab } from './installations-tab';
import { ProductionStatusCard } from './production-status-card';
import { StaffDashboardTabs } from './staff-dashboard-tabs';
import { StatCards } from './stat-cards';

/** Other features' screens on the staff dashboard, composed in by the route page. */
export interface StaffDashboardSlots {
  /** Beside the title: View Onboarding Flow and New Customer. */
  headerActions: ReactNode;
  /** The My Tasks tab. */
  tasksTab: ReactNode;
  /** The Recent Activity tab. */
  activityTab: ReactNode;
  /** Under the installation editor: the chosen installation's project, e.g. its diagrams and notes. */
  installationProject: (projectId: string) => ReactNode;
  /** Delivery Schedule: the month's deliveries and installations. */
  deliverySchedule: ReactNode;
  /** Payment Management and the bank details. */
  payments: ReactNode;
  /** The default Project Preparation Checklist. */
  checklistTemplate: ReactNode;
}

/** The staff view of the dashboard, for every role but customer (Staff dashboard). */
export function StaffDashboard({ slots }: { slots: StaffDashboardSlots }) {
  return (
    <>
      <PageHeader title="Staff Dashboard" description="Overview of all projects and activities">
        {slots.headerActions}
      </PageHeader>
      {/* Each part hydrates apart: the staff dashboard is the largest page there is. */}
      <div className="mt-8 space-y-8">
        <HydrateApart>
          <StatCards />
        </HydrateApart>
        <HydrateApart>
          <StaffDashboardTabs
            panels={{
              installations: <InstallationsTab installationProject={slots.installationProject} />,
              tasks: slots.tasksTab,
              activity: slots.activityTab,
            }}
          />
        </HydrateApart>
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <HydrateApart>{slots.deliverySchedule}</HydrateApart>
          </div>
          <HydrateApart>
            <ProductionStatusCard className="lg:self-start" />
          </HydrateApart>
        </div>
        <HydrateApart>{slots.payments}</HydrateApart>
        <HydrateApart>{slots.checklistTemplate}</HydrateApart>
      </div>
    </>
  );
}
