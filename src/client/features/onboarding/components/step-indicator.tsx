import { Check } from 'lucide-react';
import { cn } from '@/client/lib/cn';

export const ONBOARDING_STEPS = ['Your details', 'Your project', 'Site photo'] as const;

/** Where they are among the three steps; the current one is marked for screen readers too. */
export function StepIndicator({ current, done }: { current: number; done: boolean[] }) {
  return (
    <ol className="grid grid-cols-3 gap-2" aria-label="Onboarding steps">
      {ONBOARDING_STEPS.map((title, index) => {
        const isCurrent = index === current;
        return (
          <li key={title} aria-current={isCurrent ? 'step' : undefined} className="flex flex-col gap-2">
            <span className={cn('h-1.5 rounded-full', done[index] ? 'bg-primary' : isCurrent ? 'bg-brand-subtle ring-1 ring-primary' : 'bg-subtle')} />
            <span className={cn('flex items-center gap-1.5 text-xs font-medium sm:text-sm', isCurrent ? 'text-foreground' : 'text-muted')}>
              {done[index] && <Check aria-hidden="true" className="size-3.5 text-success-ink" />}
              <span className="sr-only">Step {index + 1}: </span>
              {title}
              {done[index] && <span className="sr-only"> (done)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
