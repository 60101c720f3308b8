import type { DemoAccount } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';

interface SampleAccountsProps {
  accounts: DemoAccount[];
  onSignIn: (account: DemoAccount) => void;
  pending: boolean;
}

/** Demo mode only: the seeded accounts, with their password, one click away. */
export function SampleAccounts({ accounts, onSignIn, pending }: SampleAccountsProps) {
  return (
    <section aria-labelledby="sample-accounts-title" className="rounded-xl border border-dashed border-border-strong bg-subtle p-4">
      <h2 id="sample-accounts-title" className="text-sm font-semibold">
        Sample accounts
      </h2>
      <p className="mt-0.5 text-xs text-muted">This is a demo site: try it as any of these.</p>
      <ul className="mt-3 divide-y divide-border">
        {accounts.map((account) => (
          <li key={account.email} className="flex flex-col items-start gap-2.5 py-3">
            <div className="min-w-0 text-sm">
              <p className="font-semibold">{account.label}</p>
              <p className="truncate text-muted">{account.email}</p>
              <p className="text-muted">
                Password: <code className="font-mono text-foreground">{account.password}</code>
              </p>
            </div>
            <Button variant="secondary" size="sm" disabled={pending} onClick={() => onSignIn(account)}>
              Sign in as {account.label}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
