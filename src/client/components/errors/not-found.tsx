import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { PageHero } from '@/client/components/layout/page-hero';
import { paths } from '@/client/lib/paths';

/** Any path the router does not know. */
export function NotFound() {
  return (
    <PageHero
      eyebrow="Error 404"
      title="Page not found"
      description="We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
    >
      <Link to={paths.home} className={buttonVariants({ variant: 'light', size: 'lg' })}>
        Back to home
      </Link>
    </PageHero>
  );
}
