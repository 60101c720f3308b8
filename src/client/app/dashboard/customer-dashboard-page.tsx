import { ActivityFeedCard } from '@/client/features/activity/components/activity-feed-card';
import { CustomerAftercareCard } from '@/client/features/aftercare/components/customer-aftercare-card';
import { NextStepsCard } from '@/client/features/checklist/components/next-steps-card';
import { ProjectPreparationCard } from '@/client/features/checklist/components/project-preparation-card';
import { CustomerDashboard } from '@/client/features/dashboard/components/customer-dashboard';
import { ScheduleCallCard } from '@/client/features/scheduling/components/schedule-call-card';
import { DesignApprovalCard } from '@/client/features/design-approval/components/design-approval-card';
import { BuildingDiagramsCard } from '@/client/features/diagrams/components/building-diagrams-card';
import { DocumentRequestsCard } from '@/client/features/documents/components/document-requests-card';
import { ProjectDocumentsCard } from '@/client/features/documents/components/project-documents-card';
import { ProjectNotesCard } from '@/client/features/notes/components/project-notes-card';
import { SharedNotesPanel } from '@/client/features/notes/components/shared-notes-panel';
import { useProjectPayments } from '@/client/features/payments/api/get-payments';
import { PaymentsTab } from '@/client/features/payments/components/payments-tab';
import { ApprovedVariations } from '@/client/features/variations/components/approved-variations';
import { VariationsAwaitingCard } from '@/client/features/variations/components/variations-awaiting-card';
import { SiteDiaryCard } from '@/client/features/site-diary/components/site-diary-card';
import { CUSTOMER_ACTIVITY_LIMIT } from './customer-dashboard-data';

/**
 * The dashboard with the payments, documents, diagrams, notes, checklist and design
 * approval features, composed; payments and the summary read one cached ['payments', projectId] query.
 * What it shows first is loaded before it renders by `loadCustomerDashboard` (customer-dashboard-data.ts).
 */
export default function CustomerDashboardPage({ projectId }: { projectId: string | null }) {
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
              progressPanel: <SiteDiaryCard projectId={projectId} viewer="customer" />,
              activityPanel: <ActivityFeedCard projectId={projectId} description="What has happened on your project" limit={CUSTOMER_ACTIVITY_LIMIT} />,
              aftercarePanel: <CustomerAftercareCard projectId={projectId} />,
              checklistPanel: (stage) => <ProjectPreparationCard projectId={projectId} stage={stage} viewer="customer" />,
              nextSteps: (stage) => <NextStepsCard projectId={projectId} stage={stage} />,
              // Only this customer branch composes it: staff never see Approve Design (the product's roles and permissions).
              designApproval: <DesignApprovalCard projectId={projectId} />,
              variations: <VariationsAwaitingCard projectId={projectId} />,
              specificationChanges: <ApprovedVariations projectId={projectId} />,
            }
          : null
      }
    />
  );
}
