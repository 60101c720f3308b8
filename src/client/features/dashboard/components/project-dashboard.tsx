import { STAGE_STEPS } from '@/shared/constants/stages';
import type { ProjectPayments } from '@/shared/schemas/payments';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { useDashboardTab } from '../hooks/use-dashboard-tab';
import { BuildingSpecificationsCard } from './building-specifications-card';
import type { DashboardSlots } from './dashboard-slots';
import { DashboardTabs } from './dashboard-tabs';
import { PaymentSummaryCard } from './payment-summary-card';
import { ProjectNotesCard } from './project-notes-card';
import { ProjectPreparationCard } from './project-preparation-card';
import { ProjectTimelineCard } from './project-timeline-card';
import type { QueryState } from './query-state';
import { QuickActions } from './quick-actions';
import { UpcomingMilestonesCard } from './upcoming-milestones-card';

/**
 * The loaded customer dashboard. At 1024 px and up: a main column (timeline, tabs,
 * notes) and a side column (payment summary, specifications, milestones, quick
 * actions). Narrower, the cards stack with the timeline and payment summary first.
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

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <ProjectTimelineCard projectName={project.name} currentStep={stage.step} />
      </div>
      <div className="lg:col-start-2 lg:row-start-1">
        <PaymentSummaryCard payments={payments} onViewPayments={() => showTab('payments')} className="h-full" />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <DashboardTabs
          project={project}
          payments={payments}
          slots={slots}
          tab={tab}
          onTabChange={selectTab}
          onShowTab={showTab}
          triggerRef={triggerRef}
        />
      </div>
      <div className="flex flex-col gap-6 self-start lg:col-start-2 lg:row-span-2 lg:row-start-2">
        <BuildingSpecificationsCard specification={project.specification} />
        <UpcomingMilestonesCard milestones={project.milestones} onViewTimeline={() => showTab('schedule')} />
        <QuickActions onUpload={() => showTab('documents')} />
      </div>
      <div className="grid min-w-0 gap-6 self-start md:grid-cols-2 lg:col-start-1 lg:row-start-3">
        <ProjectNotesCard />
        <ProjectPreparationCard stageLabel={stage.label} />
      </div>
    </div>
  );
}
