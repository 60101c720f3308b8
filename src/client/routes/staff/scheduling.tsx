import { PortalPlaceholder } from '@/client/components/layout/portal-placeholder';

export default function SchedulingPage() {
  return (
    <PortalPlaceholder
      title="Scheduling"
      description="Surveys, deliveries and installations in one calendar."
      comingSoon="The installation schedule is coming soon."
    />
  );
}
