import { CalendarDays, CreditCard, FileText, LayoutDashboard, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { ProjectPayments } from '@/shared/schemas/payments';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { isDashboardTab, type DashboardTab } from '../hooks/use-dashboard-tab';
import type { DashboardSlots } from './dashboard-slots';
import { OverviewTab } from './overview-tab';
import { ProjectScheduleCard } from './project-schedule-card';
import type { QueryState } from './query-state';

const TAB_TRIGGERS: { value: DashboardTab; label: string; icon: LucideIcon }[] = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'schedule', label: 'Schedule', icon: CalendarDays },
  { value: 'documents', label: 'Documents', icon: FileText },
  { value: 'payments', label: 'Payments', icon: CreditCard },
];

interface DashboardTabsProps {
  project: ProjectDetail;
  payments: QueryState<ProjectPayments>;
  slots: DashboardSlots;
  tab: DashboardTab;
  /** The tab list itself changed the tab. */
  onTabChange: (tab: DashboardTab) => void;
  /** A button inside a panel asked for another tab: select it and move focus there. */
  onShowTab: (tab: DashboardTab) => void;
  triggerRef: (tab: DashboardTab) => (element: HTMLElement | null) => void;
}

/**
 * A tab opened here shows at once, as an urgent update of the tabs alone; the URL follows
 * (`onTabChange`), which the router renders as a transition of the whole page, at its own pace on
 * a slow phone. Once the URL has moved it decides again, so back and forward still move between tabs.
 */
export function DashboardTabs({ project, payments, slots, tab, onTabChange, onShowTab, triggerRef }: DashboardTabsProps) {
  const [opened, setOpened] = useState<{ tab: DashboardTab; over: DashboardTab } | null>(null);
  if (opened && opened.over !== tab) setOpened(null);
  const shown = opened?.over === tab ? opened.tab : tab;

  function open(value: string) {
    if (!isDashboardTab(value) || value === shown) return;
    setOpened({ tab: value, over: tab });
    onTabChange(value);
  }

  return (
    // Manual activation: arrow keys move focus and Enter/Space opens a tab, so arrowing
    // across the list does not leave a history entry per tab (each opened tab is one).
    <Tabs value={shown} onValueChange={open} activationMode="manual">
      <TabsList aria-label="Project details" className="flex w-full sm:inline-flex sm:w-auto">
        {TAB_TRIGGERS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value} ref={triggerRef(value)} className="flex-1 justify-center px-2.5 sm:flex-none sm:px-4">
            <Icon aria-hidden="true" className="hidden size-4 sm:block" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab project={project} payments={payments} onViewPayments={() => onShowTab('payments')} diagramsCard={slots.diagramsCard} activityPanel={slots.activityPanel} aftercarePanel={slots.aftercarePanel} progressPanel={slots.progressPanel} />
      </TabsContent>
      <TabsContent value="schedule">
        <div className="grid gap-6">
          <ProjectScheduleCard project={project} />
          {slots.callBooking}
        </div>
      </TabsContent>
      <TabsContent value="documents">{slots.documentsTab}</TabsContent>
      <TabsContent value="payments">
        {slots.paymentsTab}
      </TabsContent>
    </Tabs>
  );
}
