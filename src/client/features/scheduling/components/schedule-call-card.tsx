import { PhoneCall } from 'lucide-react';
import { CardComingSoon, SectionCard } from '@/client/components/layout/section-card';

/** Schedule a Call: the customer picks one of the team's free times. */
export function ScheduleCallCard({ projectId }: { projectId: string }) {
  void projectId;
  return (
    <SectionCard title="Schedule a Call" icon={PhoneCall}>
      <CardComingSoon>Booking a call is coming soon.</CardComingSoon>
    </SectionCard>
  );
}
