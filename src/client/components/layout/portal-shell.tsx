import { LogOut } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PRODUCT_NAME } from '@/shared/constants/product';
import { isStaffRole } from '@/shared/constants/roles';
import type { SessionUser } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { isApiError } from '@/client/lib/api-client';
import { cn } from '@/client/lib/cn';
import { useAuth } from '@/client/lib/auth/use-auth';
import { useCompany } from '@/client/lib/company/get-company';
import { paths } from '@/client/lib/paths';
import { Logo } from './logo';
import { PortalNav, PortalNavMenu } from './portal-nav';
import { MAIN_CONTENT_ID } from './skip-link';
import { ThemeToggle } from './theme-toggle';
import { ViewAsMenu } from './view-as-menu';

/** The frame of every signed-in page: top bar with sections and account, then the page. */
export function PortalShell({ user, children }: { user: SessionUser; children: ReactNode }) {
  const { company } = useCompany();
  const { actualRole, logout, switchRole } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await logout();
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Could not sign out. Please try again.');
      setSigningOut(false);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="sticky top-0 z-40 border-b border-border bg-surface/95 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
          <Link to={paths.dashboard} className="mr-2 rounded-lg">
            <Logo company={company} />
          </Link>
          <PortalNav role={user.role} />
          <div className="ml-auto flex items-center gap-1.5">
            {actualRole === 'admin' && <ViewAsMenu role={user.role} onChange={switchRole} />}
            <ThemeToggle className="hover:bg-subtle" />
            <span className={cn('hidden max-w-40 truncate px-2 text-sm font-medium', isStaffRole(user.role) ? '2xl:inline' : 'lg:inline')} title={user.email}>
              {user.name}
            </span>
            <Button variant="ghost" size="sm" onClick={() => void signOut()} disabled={signingOut}>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{signingOut ? 'Signing out...' : 'Sign out'}</span>
            </Button>
            <PortalNavMenu role={user.role} />
          </div>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">{children}</div>
      </main>
      <footer className="border-t border-border">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-muted sm:px-6 lg:px-8">
          {company?.name ?? PRODUCT_NAME} customer portal. Need help? Visit{' '}
          <Link to={paths.support} className="font-medium text-brand-ink underline-offset-2 hover:underline">
            Support
          </Link>
          .
        </p>
      </footer>
    </div>
  );
}
