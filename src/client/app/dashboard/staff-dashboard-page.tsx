import { ActivityFeedCard } from '@/client/features/activity/components/activity-feed-card';
import { ChecklistTemplateCard } from '@/client/features/checklist/components/checklist-template-card';
import { StaffDashboardActions } from '@/client/features/customers/components/staff-dashboard-actions';
import { DeliveryScheduleCard } from '@/client/features/scheduling/components/delivery-schedule-card';
import { StaffDashboard } from '@/client/features/staff-dashboard/components/staff-dashboard';
import { MyTasksCard } from '@/client/features/tasks/components/my-tasks-card';
import { BuildingDiagramsCard } from '@/client/features/diagrams/components/building-diagrams-card';
import { ProjectNotesCard } from '@/client/features/notes/components/project-notes-card';
import { StaffPayments } from '@/client/features/payment-management/components/staff-payments';

/** The staff view of /dashboard with the features it shows, composed (the product's roles and permissions). */
export default function StaffDashboardPage() {
  return (
    <StaffDashboard
      slots={{
        headerActions: <StaffDashboardActions />,
        tasksTab: <MyTasksCard />,
        activityTab: <ActivityFeedCard projectId={null} />,
        installationProject: (projectId) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <BuildingDiagramsCard projectId={projectId} viewer="staff" />
            <ProjectNotesCard projectId={projectId} viewer="staff" />
          </div>
        ),
        deliverySchedule: <DeliveryScheduleCard />,
        payments: <StaffPayments />,
        checklistTemplate: <ChecklistTemplateCard />,
      }}
    />
  );
}
