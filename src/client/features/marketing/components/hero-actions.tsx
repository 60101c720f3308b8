import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';

/** The two buttons under a page's hero: price it now, or talk it through first. */
export function HeroActions() {
  return (
    <div className="flex flex-wrap gap-3">
      <Link to={paths.configurator} className={buttonVariants({ variant: 'light', size: 'lg' })}>
        Configure yours
        <ArrowRight aria-hidden="true" />
      </Link>
      <Link to={paths.demo} className={buttonVariants({ variant: 'lightOutline', size: 'lg' })}>
        Book a Demo
      </Link>
    </div>
  );
}
