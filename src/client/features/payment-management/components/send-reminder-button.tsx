import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { StaffPaymentItem } from '@/shared/schemas/payments';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { useSendReminder } from '../api/send-reminder';

/** "Send reminder" on an unpaid item: emails its customer the amount, due date, bank details and reference now. */
export function SendReminderButton({ item }: { item: StaffPaymentItem }) {
  // Kept until a reminder goes: a double click, or a retry after a lost answer, sends it once.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const send = useSendReminder();

  async function sendNow() {
    if (send.isPending) return;
    try {
      const sent = await send.mutateAsync({ paymentId: item.id, idempotencyKey });
      setIdempotencyKey(crypto.randomUUID());
      toast.success(`Reminder sent to ${sent.customerName}`, { description: `${item.title}, reference ${item.reference}` });
    } catch {
      // The mutation's error toast says why (already paid, a transfer confirmed).
    }
  }

  return (
    <Button variant="secondary" size="sm" onClick={() => void sendNow()} disabled={send.isPending} aria-busy={send.isPending || undefined}>
      {send.isPending ? <Spinner className="size-4 text-current" /> : <BellRing aria-hidden="true" />}
      Send reminder <span className="sr-only">for {item.title}, {item.customerName}</span>
    </Button>
  );
}
