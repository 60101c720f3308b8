import { CalendarDays, Flag } from 'lucide-react';
import type { ProjectMilestone } from '@/shared/schemas/projects';
import { Button } from '@/client/components/ui/button';
import { formatShortDate } from '@/client/lib/format';
import { SectionCard } from '@/client/components/layout/section-card';

const SHOWN_MILESTONES = 3;

/** The next few milestones still to come, in date order. */
export function upcomingMilestones(milestones: ProjectMilestone[]): ProjectMilestone[] {
  return milestones
    .filter((milestone) => !milestone.completed)
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, SHOWN_MILESTONES);
}

interface UpcomingMilestonesCardProps {
  milestones: ProjectMilestone[];
  onViewTimeline: () => void;
}

export function UpcomingMilestonesCard({ milestones, onViewTimeline }: UpcomingMilestonesCardProps) {
  const upcoming = upcomingMilestones(milestones);
  return (
    <SectionCard title="Upcoming Milestones" description="What's coming next" icon={Flag}>
      {upcoming.length === 0 ? (
        <p className="text-sm text-muted">No upcoming milestones. We&apos;ll add dates here as your project is scheduled.</p>
      ) : (
        <ul className="space-y-3">
          {upcoming.map((milestone) => (
            <li key={`${milestone.title}-${milestone.date}`} className="flex items-start gap-3 text-sm">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-ink" />
              <div className="min-w-0">
                <p className="font-medium text-foreground">{milestone.title}</p>
                <p className="text-muted">
                  <time dateTime={milestone.date}>{formatShortDate(milestone.date) ?? milestone.date}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto pt-5">
        <Button variant="secondary" size="sm" className="w-full" onClick={onViewTimeline}>
          View Project Timeline
        </Button>
      </div>
    </SectionCard>
  );
}
