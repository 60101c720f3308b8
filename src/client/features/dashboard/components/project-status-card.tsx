import { Gauge } from 'lucide-react';
import type { ProjectDetail } from '@/shared/schemas/projects';
import { STAGE_STEPS } from '@/shared/constants/stages';
import { Badge } from '@/client/components/ui/badge';
import { formatLongDate } from '@/client/lib/format';
import { TIMELINE_STEPS } from '../timeline-constants';
import { SectionCard } from '@/client/components/layout/section-card';

type ProjectStatus = Pick<ProjectDetail, 'status' | 'stage' | 'progress' | 'estimatedCompletion'>;

/** Where the build is up to: its stage, overall progress and when it should be finished. */
export function ProjectStatusCard({ project }: { project: ProjectStatus }) {
  const stage = STAGE_STEPS[project.stage];
  return (
    <SectionCard title="Project Status" description={project.status} icon={Gauge}>
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Current stage</p>
      <p className="mt-1 font-semibold text-foreground">{stage.title}</p>
      <div className="mt-2">
        <Badge tone="brand">
          Step {stage.step} of {TIMELINE_STEPS.length} · {stage.label}
        </Badge>
      </div>
      <div className="mt-5 flex items-baseline justify-between text-sm">
        <span className="text-muted">Overall progress</span>
        <span className="font-semibold text-foreground tabular-nums">{project.progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Overall progress"
        aria-valuenow={project.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        className="mt-2 h-2 overflow-hidden rounded-full bg-subtle"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${project.progress}%` }} />
      </div>
      <p className="mt-5 text-sm text-muted">
        Estimated completion:{' '}
        <span className="font-medium text-foreground">{formatLongDate(project.estimatedCompletion) ?? 'to be confirmed'}</span>
      </p>
    </SectionCard>
  );
}
