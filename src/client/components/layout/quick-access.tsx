import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Role } from '@/shared/constants/roles';
import type { DemoAccount } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { isApiError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth/use-auth';
import { paths } from '@/client/lib/paths';

const PORTALS: { role: Role; label: string }[] = [
  { role: 'customer', label: 'Customer Portal' },
  { role: 'staff', label: 'Staff Portal' },
];

/** Demo mode only: one tap signs in as a sample account and opens its dashboard. */
export function QuickAccess({ accounts }: { accounts: DemoAccount[] }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  const portals = PORTALS.flatMap((p) => {
    const account = accounts.find((a) => a.role === p.role);
    return account ? [{ ...p, account }] : [];
  });
  if (portals.length === 0) return null;

  async function enter(account: DemoAccount) {
    setPendingRole(account.role);
    try {
      await login(account.email, account.password);
      await navigate(paths.dashboard);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : 'Could not sign in. Please try again.');
    } finally {
      setPendingRole(null);
    }
  }

  return (
    <section aria-labelledby="quick-access-title" className="rounded-xl bg-subtle p-3">
      <h2 id="quick-access-title" className="px-1 text-sm font-semibold">
        Try the demo
      </h2>
      <p className="px-1 pt-0.5 pb-3 text-xs text-muted">Signs you in with a sample account.</p>
      <div className="flex flex-col gap-2">
        {portals.map(({ role, label, account }) => (
          <Button
            key={role}
            variant="secondary"
            className="w-full justify-between"
            disabled={pendingRole !== null}
            onClick={() => void enter(account)}
          >
            {label}
            {pendingRole === role ? <Spinner className="size-4" /> : <ArrowRight aria-hidden="true" />}
          </Button>
        ))}
      </div>
    </section>
  );
}
