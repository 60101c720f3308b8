import { PROJECT_STAGES } from '@/shared/constants/stages';
import { Card } from '@/client/components/ui/card';

interface ProjectSummaryProps {
  name: string;
  stage: { step: number; title: string; label: string };
  progress: number;
}

export function ProjectSummary({ name, stage, progress }: ProjectSummaryProps) {
  const total = PROJECT_STAGES.length;
  return (
    <Card className="p-7">
      <p className="text-sm font-semibold text-muted">Your project</p>
      <h2 className="mt-1 font-display text-2xl font-semibold tracking-tight">{name}</h2>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-muted">Current stage</dt>
          <dd className="mt-1 text-lg font-semibold">{stage.title}</dd>
          <dd className="text-sm text-muted">
            Step {stage.step} of {total} · {stage.label}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Progress</dt>
          <dd className="mt-1 text-lg font-semibold">{progress}%</dd>
          <dd className="mt-2">
            <div
              role="progressbar"
              aria-label="Project progress"
              aria-valuenow={progress}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2.5 overflow-hidden rounded-full bg-subtle"
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
            </div>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
