import { SchedulingView } from '@/client/features/scheduling/components/scheduling-view';

export default function SchedulingPage() {
  return <SchedulingView />;
}
