import { PhoneCall } from 'lucide-react';
import { SectionCard } from '@/client/components/layout/section-card';
import { BookCallForm } from './book-call-form';
import { UpcomingCalls } from './upcoming-calls';

/** Schedule a Call: the customer's calls still to come, and the team's free times to book one (UK time). */
export function ScheduleCallCard({ projectId }: { projectId: string }) {
  // Calls belong to the customer and are about their project; the API finds it from the session.
  void projectId;
  return (
    <SectionCard title="Schedule a Call" description="Book a time to talk your project through with our team" icon={PhoneCall}>
      <div className="space-y-8">
        <UpcomingCalls />
        <BookCallForm />
      </div>
    </SectionCard>
  );
}
