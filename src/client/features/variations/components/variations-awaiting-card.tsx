import { FilePenLine, PenLine } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { VARIATION_CONSENT_TEXT } from '@/shared/constants/variations';
import type { Variation } from '@/shared/schemas/variations';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Spinner } from '@/client/components/ui/spinner';
import { Textarea } from '@/client/components/ui/textarea';
import { isApiError } from '@/client/lib/api-client';
import { useApproveVariation, useDeclineVariation, useVariations } from '../api/variations';
import { VariationAttachments, VariationFacts, VariationPdfLink } from './variation-facts';

/**
 * "Awaiting your approval": each variation the team proposed and the customer has not answered,
 * with its PDF, approved by typing their full name and ticking the agreement, or declined with a
 * reason. Nothing shows when none is waiting.
 */
export function VariationsAwaitingCard({ projectId }: { projectId: string }) {
  const variations = useVariations(projectId);
  const waiting = variations.data?.filter((v) => v.status === 'proposed') ?? [];
  if (waiting.length === 0) return null;
  return (
    <SectionCard title="Awaiting your approval" description="A change to your order that needs your answer" icon={FilePenLine} className="border-brand-ink/30">
      <ul className="divide-y divide-border">
        {waiting.map((variation) => (
          <li key={variation.id} className="py-4 first:pt-0 last:pb-0">
            <AwaitingVariation projectId={projectId} variation={variation} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function AwaitingVariation({ projectId, variation }: { projectId: string; variation: Variation }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-base font-semibold break-words text-foreground">
            Variation: {variation.title}
          </h3>
          <p className="text-xs text-muted">Proposed by {variation.proposedByName}</p>
        </div>
        <VariationPdfLink variation={variation} />
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-foreground">{variation.description}</p>
      <VariationFacts variation={variation} />
      <VariationAttachments variation={variation} />
      <ApproveForm projectId={projectId} variation={variation} />
    </article>
  );
}

function ApproveForm({ projectId, variation }: { projectId: string; variation: Variation }) {
  const id = useId();
  const [signatureName, setSignatureName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [nameError, setNameError] = useState<string | undefined>();
  // One approval attempt: a double click or a lost answer reuses it; a refused one starts another.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const approve = useApproveVariation(projectId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (approve.isPending) return;
    if (signatureName.trim().length < 2) {
      setNameError('Type your full name');
      return;
    }
    if (!agreed) return;
    setNameError(undefined);
    try {
      await approve.mutateAsync({ id: variation.id, signatureName, agreed: true, contentHash: variation.contentHash, idempotencyKey });
    } catch (error) {
      if (isApiError(error) && error.status < 500) {
        setIdempotencyKey(crypto.randomUUID());
        setNameError(error.fields?.signatureName?.[0]);
      }
      return;
    }
    toast.success('Variation approved', { description: 'Your payment schedule has been updated.' });
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4 rounded-xl border border-border bg-surface p-4">
      <Field id={`${id}-name`} label="Type your full name to approve" error={nameError}>
        <Input autoComplete="name" maxLength={200} value={signatureName} onChange={(event) => setSignatureName(event.target.value)} disabled={approve.isPending} />
      </Field>
      <Field id={`${id}-agree`} label={VARIATION_CONSENT_TEXT} inline align="start" className="gap-3">
        <Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} disabled={approve.isPending} />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DeclineDialog projectId={projectId} variation={variation} />
        <Button type="submit" disabled={!agreed || approve.isPending} aria-busy={approve.isPending || undefined}>
          {approve.isPending ? <Spinner className="size-4 text-current" /> : <PenLine aria-hidden="true" />}
          Approve variation
        </Button>
      </div>
    </form>
  );
}

function DeclineDialog({ projectId, variation }: { projectId: string; variation: Variation }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decline = useDeclineVariation(projectId);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (!reason.trim()) {
      setError('Tell us why you are declining');
      return;
    }
    try {
      await decline.mutateAsync({ id: variation.id, reason });
    } catch {
      return;
    }
    setOpen(false);
    toast.success('Variation declined', { description: 'We have let the team know. Nothing on your order has changed.' });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="secondary">
          Decline
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Decline this variation?</DialogTitle>
        <DialogDescription>Nothing on your order changes. Tell the team why, so they can suggest something else.</DialogDescription>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
          <Field id={`${id}-reason`} label="Why are you declining?" error={error}>
            <Textarea rows={4} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} />
          </Field>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={decline.isPending}>
              {decline.isPending ? 'Sending...' : 'Decline variation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
