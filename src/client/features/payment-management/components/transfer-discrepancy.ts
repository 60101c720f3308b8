import { formatPence } from '@/shared/money';

export interface AmountDifference {
  /** Confirmed minus due, in pence: negative when the customer sent less. */
  pence: number;
  message: string;
}

/** What staff must notice before verifying: the customer says they sent a different amount. */
export function amountDifference(duePence: number, confirmedPence: number | null | undefined): AmountDifference | null {
  if (confirmedPence == null || confirmedPence === duePence) return null;
  const pence = confirmedPence - duePence;
  const word = pence < 0 ? 'less' : 'more';
  return { pence, message: `The customer confirmed ${formatPence(confirmedPence)} — ${formatPence(Math.abs(pence))} ${word} than due.` };
}

/** Banks drop spaces and hyphens and change case, so only a difference in the characters themselves counts. */
export function referenceDiffers(expected: string, used: string | null | undefined): boolean {
  if (!used) return false;
  const squash = (s: string) => s.toUpperCase().replace(/[\s-]/g, '');
  return squash(expected) !== squash(used);
}
