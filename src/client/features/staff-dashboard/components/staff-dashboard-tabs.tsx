import { Activity, ListTodo, Truck, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';

const TABS = [
  { value: 'installations', label: 'Upcoming Installations', icon: Truck },
  { value: 'tasks', label: 'My Tasks', icon: ListTodo },
  { value: 'activity', label: 'Recent Activity', icon: Activity },
] as const satisfies readonly { value: string; label: string; icon: LucideIcon }[];
type StaffTab = (typeof TABS)[number]['value'];

const isStaffTab = (value: string): value is StaffTab => TABS.some((tab) => tab.value === value);

interface StaffDashboardTabsProps {
  panels: Record<StaffTab, ReactNode>;
}

/**
 * The three tabs; under 768 px (as the product's screens specify) a dropdown replaces the tab list. Both drive
 * the same tabs, so the panels, and what a screen reader hears of them, are the same either way.
 */
export function StaffDashboardTabs({ panels }: StaffDashboardTabsProps) {
  const id = useId();
  const [tab, setTab] = useState<StaffTab>('installations');
  return (
    <Tabs value={tab} onValueChange={(value) => isStaffTab(value) && setTab(value)}>
      <div className="md:hidden">
        <Label htmlFor={`${id}-section`}>Section</Label>
        <Select id={`${id}-section`} className="mt-1.5" value={tab} onChange={(event) => isStaffTab(event.target.value) && setTab(event.target.value)}>
          {TABS.map(({ value, label }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <TabsList aria-label="Dashboard sections" className="hidden md:inline-flex">
        {TABS.map(({ value, label, icon: Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map(({ value }) => (
        <TabsContent key={value} value={value}>
          {panels[value]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
