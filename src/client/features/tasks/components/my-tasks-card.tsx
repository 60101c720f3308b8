import { ListTodo } from 'lucide-react';
import { CardComingSoon, SectionCard } from '@/client/components/layout/section-card';

/** My Tasks: the signed-in member of staff's tasks, with Add Task. */
export function MyTasksCard() {
  return (
    <SectionCard title="My Tasks" icon={ListTodo}>
      <CardComingSoon>Tasks are coming soon.</CardComingSoon>
    </SectionCard>
  );
}
