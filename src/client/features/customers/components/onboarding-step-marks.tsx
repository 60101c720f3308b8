import { Check, Circle } from 'lucide-react';
import { ONBOARDING_STEP_LABELS, type OnboardingStep, type OnboardingSteps } from '@/shared/schemas/onboarding';
import { cn } from '@/client/lib/cn';

export const STEP_ORDER: OnboardingStep[] = ['created', 'firstLogin', 'projectDetails', 'fileUpload'];

/** Four marks, one a step, each saying in words whether it is done (not by colour alone). */
export function OnboardingStepMarks({ steps, compact = false }: { steps: OnboardingSteps; compact?: boolean }) {
  const done = STEP_ORDER.filter((s) => steps[s]).length;
  return (
    <div className="flex items-center gap-2">
      <ol className="flex items-center gap-1" aria-label={`${done} of 4 onboarding steps done`}>
        {STEP_ORDER.map((step, index) => (
          <li key={step} title={ONBOARDING_STEP_LABELS[step].title}>
            <span
              className={cn(
                'flex items-center justify-center rounded-full',
                compact ? 'size-5' : 'size-6',
                steps[step] ? 'bg-success-subtle text-success-ink' : 'bg-subtle text-muted ring-1 ring-border-strong',
              )}
            >
              {steps[step] ? <Check aria-hidden="true" className="size-3.5" /> : <Circle aria-hidden="true" className="size-2.5" />}
              <span className="sr-only">
                Step {index + 1}, {ONBOARDING_STEP_LABELS[step].title}: {steps[step] ? 'done' : 'not yet'}
              </span>
            </span>
          </li>
        ))}
      </ol>
      <span className="text-xs text-muted tabular-nums" aria-hidden="true">
        {done}/4
      </span>
    </div>
  );
}
