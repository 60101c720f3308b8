import type { ServicePage } from '@/shared/schemas/site-content';

/** A service's steps in order, numbered, as the buyer will meet them. */
export function StepsList({ steps, label }: { steps: ServicePage['steps']; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-8 md:grid-cols-2 xl:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="border-t-2 border-secondary pt-5">
          <p className="text-sm font-semibold text-muted">Step {index + 1}</p>
          <h3 className="mt-1 font-display text-xl font-semibold">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
