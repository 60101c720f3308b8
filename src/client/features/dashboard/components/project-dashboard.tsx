import { STAGE_STEPS } from '@/shared/constants/stages';
import type { ProjectPayments } from '@/shared/schemas/payments';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { HydrateApart } from '@/client/components/layout/hydrate-apart';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { BuildingSpecificationsCard } from './building-specifications-card';
import type { DashboardSlots } from './dashboard-slots';
import { DashboardTabs } from './dashboard-tabs';
import { currentDelayNotice, DelayNoticeBanner } from './delay-notice-banner';
import { PaymentSummaryCard } from './payment-summary-card';
import { ProjectTimelineCard } from './project-timeline-card';
import type { QueryState } from './query-state';
import { QuickActions } from './quick-actions';
import { UpcomingMilestonesCard } from './upcoming-milestones-card';

/**
 * The loaded customer dashboard. What the customer needs to know or do comes first:
 * a delay notice, then Design Approval (while the design waits for them) beside
 * "What we need from you next". Below, at 1024 px and up: a main column (timeline,
 * tabs, notes, preparation) and a side column (payment summary, specifications,
 * milestones, quick actions). Narrower, the cards stack in that order. Each card hydrates apart.
 */
interface ProjectDashboardProps {
  project: ProjectDetail;
  /** The payment schedule, shared with the Payments tab through one cached query. */
  payments: QueryState<ProjectPayments>;
  slots: DashboardSlots;
}

export function ProjectDashboard({ project, payments, slots }: ProjectDashboardProps) {
  const { tab, selectTab, showTab, triggerRef } = useDashboardTab();
  const stage = STAGE_STEPS[project.stage];
  const delay = currentDelayNotice(project);
  const awaitingApproval = project.stage === 'design_confirmation';

  return (
    <div className="space-y-6">
      {delay && <DelayNoticeBanner notice={delay} viewer="customer" />}
      {slots.variations && <HydrateApart>{slots.variations}</HydrateApart>}
      {/* The same columns as the grid below, so "What we need from you next" sits above the side column. */}
      <div className={awaitingApproval ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]' : undefined}>
        {awaitingApproval && (
          <div className="min-w-0">
            <HydrateApart>{slots.designApproval}</HydrateApart>
          </div>
        )}
        <div className="min-w-0">
          <HydrateApart>{slots.nextSteps(project.stage)}</HydrateApart>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <HydrateApart>
            <ProjectTimelineCard
              projectName={project.name}
              currentStep={stage.step}
              installDate={project.installDate}
              installDateRevised={delay !== null}
            />
          </HydrateApart>
        </div>
        <div className="lg:col-start-2 lg:row-start-1">
          <HydrateApart>
            <PaymentSummaryCard payments={payments} onViewPayments={() => showTab('payments')} className="h-full" />
          </HydrateApart>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <HydrateApart>
            <DashboardTabs
              project={project}
              payments={payments}
              slots={slots}
              tab={tab}
              onTabChange={selectTab}
              onShowTab={showTab}
              triggerRef={triggerRef}
            />
          </HydrateApart>
        </div>
        <div className="flex flex-col gap-6 self-start lg:col-start-2 lg:row-span-2 lg:row-start-2">
          <HydrateApart>
            <BuildingSpecificationsCard specification={project.specification} changes={slots.specificationChanges} />
          </HydrateApart>
          <HydrateApart>
            <UpcomingMilestonesCard milestones={project.milestones} onViewTimeline={() => showTab('schedule')} />
          </HydrateApart>
          <HydrateApart>{slots.sharedNotesPanel}</HydrateApart>
          <HydrateApart>
            <QuickActions onUpload={() => showTab('documents')} />
          </HydrateApart>
        </div>
        <div className="grid min-w-0 gap-6 self-start lg:col-start-1 lg:row-start-3">
          <HydrateApart>{slots.notesPanel}</HydrateApart>
          <HydrateApart>{slots.checklistPanel(project.stage)}</HydrateApart>
        </div>
      </div>
    </div>
  );
}
