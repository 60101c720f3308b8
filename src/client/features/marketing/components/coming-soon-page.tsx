import { ArrowRight, Hammer } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { PageHero } from '@/client/components/layout/page-hero';
import { paths } from '@/client/lib/paths';

interface ComingSoonPageProps {
  title: string;
  eyebrow?: string;
  description: string;
  /** One honest line about what will be here. */
  comingSoon: string;
}

/** A public page whose full content is still being written. */
export function ComingSoonPage({ title, eyebrow, description, comingSoon }: ComingSoonPageProps) {
  const { pathname } = useLocation();
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} description={description} />
      <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-8 shadow-xs sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">
              <Hammer aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h2 className="font-display text-xl font-semibold">Coming soon</h2>
              <p className="mt-1 text-muted">{comingSoon}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            {pathname !== paths.contact && (
              <Link to={paths.contact} className={buttonVariants({ variant: 'secondary' })}>
                Contact us
              </Link>
            )}
            {pathname !== paths.demo && (
              <Link to={paths.demo} className={buttonVariants()}>
                Book a Demo
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
