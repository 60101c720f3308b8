import { CalendarDays, Pause, Play, Route } from 'lucide-react';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { formatDayDate } from '@/client/lib/format';
import { useRotatingStep } from '../hooks/use-rotating-step';
import { stepsLeftText, TIMELINE_ROTATION_MS, TIMELINE_STEPS, timelinePercent, timelineStep } from '../timeline-constants';
import { SectionCard } from '@/client/components/layout/section-card';
import { TimelineStepDots } from './timeline-step-dots';

interface ProjectTimelineCardProps {
  projectName: string;
  /** The step the project is actually at (1-7). */
  currentStep: number;
  installDate?: string | null;
  /** A delay notice moved the install date: say so beside it. */
  installDateRevised?: boolean;
}

/**
 * The seven build steps, showing one at a time and moving on every few seconds
 * (the product's states and transitions). Presentation only: the project's real step is always marked.
 */
export function ProjectTimelineCard({ projectName, currentStep, installDate = null, installDateRevised = false }: ProjectTimelineCardProps) {
  const rotation = useRotatingStep({ initialStep: currentStep, stepCount: TIMELINE_STEPS.length, intervalMs: TIMELINE_ROTATION_MS });
  const shown = timelineStep(rotation.step);
  const percent = timelinePercent(shown.step);
  const current = timelineStep(currentStep);

  return (
    <div className="h-full" {...rotation.pauseHandlers}>
      <SectionCard
        className="h-full"
        title="Project Timeline"
        description={
          <>
            {projectName} · you are at step {current.step} of {TIMELINE_STEPS.length}: {current.title}
          </>
        }
        icon={Route}
        action={
          rotation.canRotate && (
            <Button variant="ghost" size="sm" onClick={rotation.togglePaused}>
              {rotation.pausedByUser ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {rotation.pausedByUser ? 'Play' : 'Pause'}
              <span className="sr-only"> timeline</span>
            </Button>
          )
        }
      >
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <p>
            <span className="text-2xl font-semibold text-foreground tabular-nums">{percent}%</span>{' '}
            <span className="text-muted">complete at this step</span>
          </p>
          <p className="font-medium text-muted">{stepsLeftText(shown.step)}</p>
        </div>
        <div
          role="progressbar"
          aria-label={`Progress at step ${shown.step}`}
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
          className="mt-2 h-2 overflow-hidden rounded-full bg-subtle"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>

        <TimelineStepDots shownStep={shown.step} currentStep={currentStep} onSelect={rotation.goTo} />

        {/* Announce steps the person picks, not the ones that change by themselves. */}
        <div aria-live={rotation.isRotating ? 'off' : 'polite'} className="mt-5 min-h-48 rounded-xl bg-subtle px-4 py-4 sm:min-h-36 sm:px-5">
          <div key={shown.step} className="animate-fade-in">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral">
                Step {shown.step} of {TIMELINE_STEPS.length} · {shown.label}
              </Badge>
              <StepStateBadge step={shown.step} currentStep={currentStep} />
            </div>
            <h3 className="mt-3 text-lg font-semibold text-foreground">{shown.title}</h3>
            <p className="mt-1 text-sm text-muted">{shown.message}</p>
          </div>
        </div>

        {installDate && (
          <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            Installation: <time dateTime={installDate} className="font-medium text-foreground">{formatDayDate(installDate)}</time>
            {installDateRevised && <Badge tone="warning" className="px-2 py-0.5">Revised</Badge>}
          </p>
        )}

        {shown.step !== currentStep && (
          <Button variant="link" size="sm" className="mt-3 h-auto" onClick={() => rotation.goTo(currentStep)}>
            Show my current step
          </Button>
        )}
      </SectionCard>
    </div>
  );
}

function StepStateBadge({ step, currentStep }: { step: number; currentStep: number }) {
  if (step < currentStep) return <Badge tone="success">Completed</Badge>;
  if (step === currentStep) return <Badge tone="brand">You are here</Badge>;
  return <Badge tone="neutral">Coming up</Badge>;
}
