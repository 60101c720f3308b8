import { LogIn, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isStaffRole } from '@/shared/constants/roles';
import { buttonVariants } from '@/client/components/ui/button';
import { useAuth } from '@/client/lib/auth/use-auth';
import { loginHref, paths } from '@/client/lib/paths';

/**
 * A staff page on a public path: a visitor is asked to sign in (and brought back), a customer is
 * told plainly it is for staff. The API refuses them too; this only saves them a useless page.
 */
export function StaffOnly({ signInTitle, children }: { signInTitle: string; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const { pathname } = useLocation();

  if (isLoading) {
    return (
      <p role="status" className="text-muted">
        Checking your sign-in...
      </p>
    );
  }
  if (!user) {
    return (
      <Notice icon={<LogIn aria-hidden="true" className="size-6" />} title={signInTitle} text="This page is for staff. Sign in with your staff account to continue.">
        <Link to={loginHref(pathname)} className={buttonVariants({ className: 'mt-7' })}>
          Sign in
        </Link>
      </Notice>
    );
  }
  if (!isStaffRole(user.role)) {
    return (
      <Notice icon={<ShieldAlert aria-hidden="true" className="size-6" />} title="Access denied" text="You don't have access to this page. It is for staff only.">
        <Link to={paths.dashboard} className={buttonVariants({ className: 'mt-7' })}>
          Go to your dashboard
        </Link>
      </Notice>
    );
  }
  return children;
}

function Notice({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg py-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">{icon}</span>
      <h2 className="mt-5 font-display text-2xl font-semibold tracking-tight">{title}</h2>
      <p className="mt-3 text-muted">{text}</p>
      {children}
    </div>
  );
}
