import { Check } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { TIMELINE_STEPS } from '../timeline-constants';

interface TimelineStepDotsProps {
  shownStep: number;
  currentStep: number;
  onSelect: (step: number) => void;
}

/** One button per step: ticks before the project's step, the project's step filled, the shown one ringed. */
export function TimelineStepDots({ shownStep, currentStep, onSelect }: TimelineStepDotsProps) {
  return (
    <ol className="relative mt-6 mb-7 flex items-center justify-between" aria-label="Timeline steps">
      <span aria-hidden="true" className="absolute inset-x-4 top-1/2 h-0.5 -translate-y-1/2 bg-border" />
      <span
        aria-hidden="true"
        className="absolute top-1/2 left-4 h-0.5 -translate-y-1/2 bg-primary"
        style={{ width: `calc((100% - 2rem) * ${(currentStep - 1) / (TIMELINE_STEPS.length - 1)})` }}
      />
      {TIMELINE_STEPS.map(({ step, title }) => {
        const isShown = step === shownStep;
        return (
          <li key={step} className="relative">
            <button
              type="button"
              aria-label={`Step ${step}: ${title}`}
              aria-current={isShown ? 'step' : undefined}
              onClick={() => onSelect(step)}
              className={cn(
                'flex size-8 items-center justify-center rounded-full text-xs font-semibold transition-transform duration-200 focus-visible:outline-offset-4',
                step < currentStep && 'bg-primary text-primary-fg',
                step === currentStep && 'bg-primary text-primary-fg shadow-[0_0_0_4px_var(--color-brand-subtle)]',
                step > currentStep && 'border-2 border-border-strong bg-surface text-muted',
                isShown && 'scale-110 ring-2 ring-brand-ink ring-offset-2 ring-offset-surface',
              )}
            >
              {step < currentStep ? <Check aria-hidden="true" className="size-4" /> : <span aria-hidden="true">{step}</span>}
            </button>
            {step === currentStep && (
              <span className="absolute top-full left-1/2 mt-2 -translate-x-1/2 text-[0.6875rem] font-semibold whitespace-nowrap text-brand-ink">
                You are here
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
