import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { BackgroundParticles } from './background-particles';

interface PageHeroProps {
  title: ReactNode;
  eyebrow?: string;
  /** The line under the title; with an intro it reads as the lead. */
  description?: ReactNode;
  /** A longer paragraph under the description. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Shown beside the text on wide screens. */
  aside?: ReactNode;
  className?: string;
}

/**
 * The dark band every public page opens with: the fixed header sits on it,
 * transparent with white text, until the page scrolls. The particles drift behind it.
 */
export function PageHero({ title, eyebrow, description, intro, children, aside, className }: PageHeroProps) {
  return (
    <section className={cn('on-dark hero-gradient relative isolate overflow-hidden text-white', className)}>
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <BackgroundParticles className="absolute inset-0 -z-10 size-full" />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-32 pb-16 sm:px-6 sm:pt-36 sm:pb-20 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-[0.18em] text-white/80 uppercase">{eyebrow}</p>}
          <h1 className="mt-3 max-w-3xl font-display text-4xl font-semibold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {description && (
            <p className={cn('mt-5 max-w-2xl leading-relaxed', intro ? 'text-xl font-medium text-white' : 'text-lg text-white/85')}>
              {description}
            </p>
          )}
          {intro && <p className="mt-3 max-w-2xl text-lg leading-relaxed text-white/85">{intro}</p>}
          {children && <div className="mt-8">{children}</div>}
        </div>
        {aside && <div className="hidden lg:block">{aside}</div>}
      </div>
    </section>
  );
}
