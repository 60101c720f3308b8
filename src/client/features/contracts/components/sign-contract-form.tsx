import { PenLine } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CONSENT_TEXT, type Contract } from '@/shared/schemas/contracts';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Field } from '@/client/components/ui/field';
import { Spinner } from '@/client/components/ui/spinner';
import { useSignContract } from '../api/sign-contract';

/** The agreement box and Sign Agreement, which stays disabled until the box is ticked (the product's validation rules). */
export function SignContractForm({ contract }: { contract: Contract }) {
  const checkboxId = useId();
  const [agreed, setAgreed] = useState(false);
  // One signing attempt per contract shown: a retry after a failure or a lost answer reuses it.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const sign = useSignContract();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!agreed || sign.isPending) return;
    try {
      await sign.mutateAsync({ contractId: contract.id, idempotencyKey });
    } catch {
      return;
    }
    toast.success('Contract Signed', { description: 'You have successfully signed the contract.' });
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4 rounded-xl border border-border bg-surface px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <Field id={checkboxId} label={CONSENT_TEXT} inline align="start" className="gap-3">
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} disabled={sign.isPending} />
      </Field>
      <Button type="submit" disabled={!agreed || sign.isPending} aria-busy={sign.isPending || undefined} className="self-start sm:self-auto">
        {sign.isPending ? <Spinner className="size-4 text-current" /> : <PenLine aria-hidden="true" />}
        Sign Agreement
      </Button>
    </form>
  );
}
