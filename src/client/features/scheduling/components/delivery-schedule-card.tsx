import { CalendarDays } from 'lucide-react';
import { CardComingSoon, SectionCard } from '@/client/components/layout/section-card';

/** Delivery Schedule: a month calendar of deliveries and installations. */
export function DeliveryScheduleCard() {
  return (
    <SectionCard title="Delivery Schedule" icon={CalendarDays}>
      <CardComingSoon>The calendar is coming soon.</CardComingSoon>
    </SectionCard>
  );
}
