import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/lib/paths';

/** A signed-in user on a page their role may not see. */
export function AccessDenied() {
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-subtle text-danger-ink">
        <ShieldAlert aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-5 font-display text-3xl font-semibold tracking-tight">Access denied</h1>
      <p className="mt-3 text-muted">You don&apos;t have access to this page. It is for staff only.</p>
      <Link to={paths.dashboard} className={buttonVariants({ className: 'mt-7' })}>
        Go to your dashboard
      </Link>
    </div>
  );
}
