import { isStaffRole } from '@/shared/constants/roles';
import { ActivityFeedCard } from '@/client/features/activity/components/activity-feed-card';
import { ChecklistTemplateCard } from '@/client/features/checklist/components/checklist-template-card';
import { NextStepsCard } from '@/client/features/checklist/components/next-steps-card';
import { ProjectPreparationCard } from '@/client/features/checklist/components/project-preparation-card';
import { CustomerDashboard } from '@/client/features/dashboard/components/customer-dashboard';
import { StaffDashboardActions } from '@/client/features/customers/components/staff-dashboard-actions';
import { DeliveryScheduleCard } from '@/client/features/scheduling/components/delivery-schedule-card';
import { ScheduleCallCard } from '@/client/features/scheduling/components/schedule-call-card';
import { StaffDashboard } from '@/client/features/staff-dashboard/components/staff-dashboard';
import { MyTasksCard } from '@/client/features/tasks/components/my-tasks-card';
import { DesignApprovalCard } from '@/client/features/design-approval/components/design-approval-card';
import { BuildingDiagramsCard } from '@/client/features/diagrams/components/building-diagrams-card';
import { DocumentRequestsCard } from '@/client/features/documents/components/document-requests-card';
import { ProjectDocumentsCard } from '@/client/features/documents/components/project-documents-card';
import { ProjectNotesCard } from '@/client/features/notes/components/project-notes-card';
import { SharedNotesPanel } from '@/client/features/notes/components/shared-notes-panel';
import { StaffPayments } from '@/client/features/payment-management/components/staff-payments';
import { useProjectPayments } from '@/client/features/payments/api/get-payments';
import { PaymentsTab } from '@/client/features/payments/components/payments-tab';
import { useAuth } from '@/client/lib/auth/use-auth';

/** Customers see their project; every other role sees the staff view (spec section 6). */
export default function DashboardPage() {
  const { user } = useAuth();
  if (!user) return null;
  return isStaffRole(user.role) ? (
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
  ) : (
    <CustomerDashboardPage projectId={user.projectId} />
  );
}

/**
 * The dashboard with the payments, documents, diagrams, notes, checklist and design
 * approval features, composed; payments and the summary read one cached ['payments', projectId] query.
 */
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
              documentsTab: (
                <div className="grid gap-6">
                  <DocumentRequestsCard projectId={projectId} viewer="customer" />
                  <ProjectDocumentsCard projectId={projectId} viewer="customer" />
                </div>
              ),
              diagramsCard: <BuildingDiagramsCard projectId={projectId} viewer="customer" />,
              notesPanel: <ProjectNotesCard projectId={projectId} viewer="customer" />,
              sharedNotesPanel: <SharedNotesPanel projectId={projectId} />,
              callBooking: <ScheduleCallCard projectId={projectId} />,
              activityPanel: <ActivityFeedCard projectId={projectId} description="What has happened on your project" limit={8} />,
              checklistPanel: (stage) => <ProjectPreparationCard projectId={projectId} stage={stage} viewer="customer" />,
              nextSteps: (stage) => <NextStepsCard projectId={projectId} stage={stage} />,
              // Only this customer branch composes it: staff never see Approve Design (spec section 6).
              designApproval: <DesignApprovalCard projectId={projectId} />,
            }
          : null
      }
    />
  );
}
