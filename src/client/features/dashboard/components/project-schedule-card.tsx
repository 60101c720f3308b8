import { CalendarDays, CalendarPlus, Check } from 'lucide-react';
import type { ProjectDetail, ProjectMilestone } from '@/shared/schemas/projects';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { formatDayDate } from '@/client/lib/format';
import { SectionCard } from '@/client/components/layout/section-card';
import { currentDelayNotice } from './delay-notice-banner';

type ScheduledProject = Pick<ProjectDetail, 'id' | 'stage' | 'startDate' | 'installDate' | 'estimatedCompletion' | 'milestones' | 'delayNotice'>;

/** The project's key dates and its milestones as a vertical timeline (Schedule tab). */
export function ProjectScheduleCard({ project }: { project: ScheduledProject }) {
  const revised = currentDelayNotice(project) !== null;
  const keyDates: [string, string | null][] = [
    ['Start date', project.startDate],
    ['Install date', project.installDate],
    ['Estimated completion', project.estimatedCompletion],
  ];
  return (
    <SectionCard
      title="Project Schedule"
      description="Key dates and milestones for your build"
      icon={CalendarDays}
      action={
        project.installDate && (
          <Button asChild variant="secondary" size="sm">
            <a href={`/api/projects/${encodeURIComponent(project.id)}/calendar.ics`} download>
              <CalendarPlus aria-hidden="true" />
              Add to Calendar
            </a>
          </Button>
        )
      }
    >
      <dl className="grid gap-3 sm:grid-cols-3">
        {keyDates.map(([term, date]) => (
          <div key={term} className="rounded-xl bg-subtle px-4 py-3">
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{term}</dt>
            <dd className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-foreground">
              {formatDayDate(date) ?? 'To be confirmed'}
              {revised && term === 'Install date' && (
                <Badge tone="warning" className="px-2 py-0.5">
                  Revised
                </Badge>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-foreground">Milestones</h3>
      {project.milestones.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No milestones have been scheduled yet. We&apos;ll add them here as dates are agreed.</p>
      ) : (
        <MilestoneTimeline milestones={project.milestones} />
      )}
    </SectionCard>
  );
}

function MilestoneTimeline({ milestones }: { milestones: ProjectMilestone[] }) {
  const ordered = milestones.slice().sort((a, b) => a.date.localeCompare(b.date));
  return (
    <ol className="mt-3">
      {ordered.map((milestone, index) => (
        <li key={`${milestone.title}-${milestone.date}`} className="relative flex gap-4 pb-5 last:pb-0">
          {index < ordered.length - 1 && (
            <span aria-hidden="true" className="absolute top-7 bottom-0 left-3 w-0.5 -translate-x-1/2 bg-border" />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'relative flex size-6 shrink-0 items-center justify-center rounded-full',
              milestone.completed ? 'bg-primary text-primary-fg' : 'border-2 border-border-strong bg-surface',
            )}
          >
            {milestone.completed && <Check className="size-3.5" />}
          </span>
          <div className="min-w-0 pt-0.5 text-sm">
            <p className="font-medium text-foreground">
              {milestone.title}
              {milestone.completed && <span className="ml-2 text-xs font-semibold text-success-ink">Completed</span>}
            </p>
            <p className="text-muted">
              <time dateTime={milestone.date}>{formatDayDate(milestone.date) ?? milestone.date}</time>
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
