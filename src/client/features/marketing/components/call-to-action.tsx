import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';

interface CallToActionProps {
  title?: string;
  text?: string;
}

/** The close of every marketing page: the three next steps a visitor can take. */
export function CallToAction({
  title = 'Ready to plan your garden building?',
  text = 'Price your building in the configurator, book a demo of how we work, or ask us anything.',
}: CallToActionProps) {
  return (
    <section aria-labelledby="cta-title" className="on-dark hero-gradient relative isolate overflow-hidden text-white">
      <div aria-hidden="true" className="hero-glow absolute inset-0 -z-10" />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-16 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <div className="max-w-xl">
          <h2 id="cta-title" className="font-display text-3xl font-semibold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-white/85">{text}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <Link to={paths.configurator} className={buttonVariants({ variant: 'light', size: 'lg' })}>
            Configure yours
            <ArrowRight aria-hidden="true" />
          </Link>
          <Link to={paths.demo} className={buttonVariants({ variant: 'lightOutline', size: 'lg' })}>
            Book a Demo
          </Link>
          <Link to={paths.contact} className={buttonVariants({ variant: 'lightGhost', size: 'lg' })}>
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
