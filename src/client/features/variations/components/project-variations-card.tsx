import { FilePenLine, Paperclip, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { MAX_VARIATION_ATTACHMENT_BYTES, MAX_VARIATION_ATTACHMENTS, MAX_VARIATION_DAYS } from '@/shared/constants/variations';
import { parsePoundsToPence } from '@/shared/money';
import { formatFileSize, type Variation } from '@/shared/schemas/variations';
import { SectionCard } from '@/client/components/layout/section-card';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { Textarea } from '@/client/components/ui/textarea';
import { isApiError } from '@/client/lib/api-client';
import { formatDateTime } from '@/client/lib/format';
import { useAttachToVariation, useProposeVariation, useVariations, useWithdrawVariation } from '../api/variations';
import { VariationAttachments, VariationFacts, VariationPdfLink, VariationStatusBadge } from './variation-facts';

/** Staff: a project's variations (proposed, approved, declined, withdrawn), proposing one, and withdrawing one not yet answered. */
export function ProjectVariationsCard({ projectId, canPropose }: { projectId: string; canPropose: boolean }) {
  const variations = useVariations(projectId);
  return (
    <SectionCard
      title="Variations"
      description="Changes to the order, approved by the customer online"
      icon={FilePenLine}
      action={canPropose ? <ProposeVariationDialog projectId={projectId} /> : undefined}
    >
      {variations.isPending ? (
        <p className="text-sm text-muted">Loading the variations...</p>
      ) : variations.isError ? (
        <p className="text-sm text-muted">We couldn&apos;t load the variations just now. Please refresh the page to try again.</p>
      ) : variations.data.length === 0 ? (
        <p className="text-sm text-muted">No variations yet. Propose one when the customer asks for a change to their order.</p>
      ) : (
        <ul className="divide-y divide-border">
          {variations.data.map((v) => (
            <li key={v.id} className="py-4 first:pt-0 last:pb-0">
              <VariationRow projectId={projectId} variation={v} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function VariationRow({ projectId, variation: v }: { projectId: string; variation: Variation }) {
  const withdraw = useWithdrawVariation(projectId);
  const [confirming, setConfirming] = useState(false);
  return (
    <article className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-foreground">{v.title}</h3>
          <p className="text-xs text-muted">
            Proposed by {v.proposedByName} on <time dateTime={v.createdAt}>{formatDateTime(v.createdAt)}</time>
          </p>
        </div>
        <VariationStatusBadge status={v.status} />
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-foreground">{v.description}</p>
      <VariationFacts variation={v} />
      <VariationAttachments variation={v} />
      {v.status === 'approved' && v.answeredAt && (
        <p className="text-sm text-muted">
          Approved by <span className="font-medium text-foreground">{v.signatureName}</span> on <time dateTime={v.answeredAt}>{formatDateTime(v.answeredAt)}</time>
        </p>
      )}
      {v.status === 'declined' && (
        <div className="rounded-lg bg-subtle px-3.5 py-3 text-sm">
          <p className="text-xs text-muted">The customer declined{v.answeredAt ? ` on ${formatDateTime(v.answeredAt)}` : ''}:</p>
          <p className="mt-1 break-words whitespace-pre-wrap text-foreground">{v.declineReason}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <VariationPdfLink variation={v} />
        {v.status === 'proposed' && (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            busy={withdraw.isPending}
            trigger={
              <Button variant="secondary" size="sm" disabled={withdraw.isPending}>
                Withdraw<span className="sr-only">: {v.title}</span>
              </Button>
            }
            title="Withdraw this variation?"
            description="The customer will no longer be asked to approve it. Nothing on the project changes."
            confirmLabel="Withdraw variation"
            onConfirm={() =>
              withdraw.mutate(v.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success('Variation withdrawn');
                },
              })
            }
          />
        )}
      </div>
    </article>
  );
}

/** "-300", "£1,200.50", "+45" as pence; null when it is not an amount. */
function signedPence(text: string): number | null {
  const trimmed = text.trim().replace(/^[−–]/, '-');
  const negative = trimmed.startsWith('-');
  const pence = parsePoundsToPence(trimmed.replace(/^[-+]/, ''));
  return pence === null ? null : negative ? -pence : pence;
}

type Errors = Partial<Record<'title' | 'description' | 'priceChangePence' | 'daysAdded' | 'files', string>>;

const ATTACHMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp'];
const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

/** What the server would refuse, said before the variation is proposed. */
function checkAttachments(files: File[]): string | undefined {
  if (files.length > MAX_VARIATION_ATTACHMENTS) return `Attach at most ${MAX_VARIATION_ATTACHMENTS} files`;
  const wrong = files.find((f) => !ATTACHMENT_EXTENSIONS.includes(f.name.split('.').pop()?.toLowerCase() ?? ''));
  if (wrong) return `${wrong.name} is not a PDF, JPEG, PNG or WebP file`;
  const big = files.find((f) => f.size > MAX_VARIATION_ATTACHMENT_BYTES);
  if (big) return `${big.name} is larger than ${MAX_VARIATION_ATTACHMENT_BYTES / (1024 * 1024)} MB`;
  return undefined;
}

function ProposeVariationDialog({ projectId }: { projectId: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [days, setDays] = useState('0');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const propose = useProposeVariation(projectId);
  const attach = useAttachToVariation(projectId);
  const busy = propose.isPending || attach.isPending;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const priceChangePence = signedPence(price);
    const daysAdded = /^\d{1,3}$/.test(days.trim()) ? Number(days.trim()) : NaN;
    const found: Errors = {};
    if (!title.trim()) found.title = 'Give the variation a title';
    if (!description.trim()) found.description = 'Describe the change';
    if (priceChangePence === null) found.priceChangePence = 'Enter the price change in pounds, such as 450.00 or -120.00';
    if (!(daysAdded >= 0 && daysAdded <= MAX_VARIATION_DAYS)) found.daysAdded = `Enter 0 to ${MAX_VARIATION_DAYS} days`;
    const filesError = checkAttachments(files);
    if (filesError) found.files = filesError;
    setErrors(found);
    if (Object.keys(found).length > 0 || priceChangePence === null) return;
    let proposed;
    try {
      proposed = await propose.mutateAsync({ title, description, priceChangePence, daysAdded });
    } catch (error) {
      if (isApiError(error) && error.fields) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0]])) as Errors);
      }
      return;
    }
    let attached = true;
    if (files.length > 0) {
      // The variation exists now: if its files are refused it stays proposed without them, and the team is told.
      attached = await attach.mutateAsync({ id: proposed.id, files }).then(
        () => true,
        () => false,
      );
    }
    if (attached) toast.success('Variation proposed', { description: 'The customer has been emailed to approve it.' });
    else toast.warning('Variation proposed without its attachments', { description: 'Withdraw it and propose it again to include them.' });
    setOpen(false);
    setTitle('');
    setDescription('');
    setPrice('');
    setDays('0');
    setFiles([]);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Propose variation
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Propose a variation</DialogTitle>
        <DialogDescription>The customer is emailed and approves it on their dashboard. Nothing changes until they do.</DialogDescription>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 space-y-4">
          <Field id={`${id}-title`} label="Title" error={errors.title}>
            <Input maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} placeholder="e.g. Extra double socket" />
          </Field>
          <Field id={`${id}-description`} label="What changes" error={errors.description}>
            <Textarea rows={4} maxLength={5000} value={description} onChange={(e) => setDescription(e.target.value)} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-price`} label="Price change (£, VAT included)" description="Negative to take money off" descriptionBelow error={errors.priceChangePence}>
              <Input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} placeholder="450.00" />
            </Field>
            <Field id={`${id}-days`} label="Days added to the installation" error={errors.daysAdded}>
              <Input inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} />
            </Field>
          </div>
          <Field
            id={`${id}-files`}
            label="Attachments (optional)"
            description={`Drawings, quotes or photos the customer sees with it: up to ${MAX_VARIATION_ATTACHMENTS} PDF, JPEG, PNG or WebP files.`}
            descriptionBelow
            error={errors.files}
          >
            <Input
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              className="h-auto py-2"
              onChange={(e) => {
                const chosen = Array.from(e.target.files ?? []);
                setFiles(chosen);
                setErrors((current) => ({ ...current, files: checkAttachments(chosen) }));
              }}
            />
          </Field>
          {files.length > 0 && (
            <ul aria-label="Files to attach" className="-mt-2 space-y-1 text-sm">
              {files.map((file, index) => (
                <li key={`${file.name}-${index}`} className="flex items-center gap-2 text-foreground">
                  <Paperclip aria-hidden="true" className="size-3.5 shrink-0 text-muted" />
                  <span className="min-w-0 flex-1 break-all">{file.name}</span>
                  <span className="shrink-0 text-xs text-muted tabular-nums">{formatFileSize(file.size)}</span>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button type="button" variant="secondary">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {propose.isPending ? 'Proposing...' : attach.isPending ? 'Attaching files...' : 'Propose variation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
