import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

interface MarketingSectionProps {
  /** Becomes the h2 and, through its id, the section's accessible name. */
  title: string;
  id: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** A band on the surface colour, to separate it from its neighbours. */
  band?: boolean;
  className?: string;
  children: ReactNode;
}

/** One titled block of a marketing page, on the shared width and rhythm. */
export function MarketingSection({ title, id, eyebrow, intro, band = false, className, children }: MarketingSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('scroll-mt-24', band && 'border-y border-border bg-surface', className)}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-[0.14em] text-brand-ink uppercase">{eyebrow}</p>}
        <h2 id={headingId} className={cn('max-w-3xl font-display text-3xl font-semibold tracking-tight text-balance', eyebrow && 'mt-2')}>
          {title}
        </h2>
        {intro && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{intro}</div>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
