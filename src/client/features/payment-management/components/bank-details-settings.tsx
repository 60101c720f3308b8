import { Landmark, Lock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { SectionCard } from '@/client/components/layout/section-card';
import { Spinner } from '@/client/components/ui/spinner';
import { RetryButton } from '@/client/components/ui/query-state';
import { isApiError } from '@/client/lib/api-client';
import { useAuth } from '@/client/lib/auth/use-auth';
import { useBankDetails } from '@/client/lib/queries/bank-details';
import { BankDetailsForm } from './bank-details-form';
import { BankDetailsList } from './bank-details-list';
import { errorText } from './error-text';

/**
 * The account customers pay into. Only an admin may change it (the server refuses
 * staff with 403), because a changed account is how payment fraud starts.
 */
export function BankDetailsSettings() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const bank = useBankDetails();
  const [editing, setEditing] = useState(false);
  const notSetUp = bank.isError && isApiError(bank.error, 404);

  return (
    <SectionCard
      title="Bank details"
      description="The account customers pay by bank transfer, shown to them only inside the portal."
      icon={Landmark}
      action={
        isAdmin &&
        !editing &&
        (bank.isSuccess || notSetUp) && (
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {notSetUp ? 'Add bank details' : 'Edit'}
          </Button>
        )
      }
    >
      <div>
        {editing && isAdmin ? (
          <BankDetailsForm current={bank.data ?? null} onDone={() => setEditing(false)} />
        ) : bank.isPending ? (
          <p role="status" className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="size-4" />
            Loading bank details...
          </p>
        ) : notSetUp ? (
          <p className="text-sm text-muted">
            Bank details have not been set up yet, so customers cannot see where to pay.
            {!isAdmin && ' Ask an admin to add them.'}
          </p>
        ) : bank.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">We couldn&apos;t load the bank details. {errorText(bank.error)}</p>
            <RetryButton query={bank} />
          </div>
        ) : (
          <BankDetailsList details={bank.data} />
        )}
      </div>
      {!isAdmin && (
        <p className="mt-5 flex items-start gap-2 border-t border-border pt-4 text-sm text-muted">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Only an admin can change the bank details. Every change is recorded and customers with an unpaid payment are told by email.
        </p>
      )}
    </SectionCard>
  );
}
