import type { Contract } from '@/shared/schemas/contracts';
import { formatLongDateTime } from '@/client/lib/format';

/** Who signed, when, and the fingerprint of exactly what they signed: the same for customer and staff. */
export function SignatureDetails({ contract }: { contract: Contract }) {
  if (contract.status !== 'signed') return null;
  return (
    // Labels beside values where the card is wide, above them where it is narrow (a phone, or the staff page's side column).
    <div className="@container rounded-xl border border-border bg-surface px-4 py-4 text-sm">
      <dl className="grid gap-x-6 gap-y-1 @lg:grid-cols-[max-content_minmax(0,1fr)] @lg:gap-y-3 [&>dd:not(:last-of-type)]:mb-2 @lg:[&>dd]:mb-0">
        <dt className="font-medium text-muted">Signed on</dt>
        <dd className="font-semibold text-foreground">{formatLongDateTime(contract.signedAt)}</dd>
        {contract.signerName && (
          <>
            <dt className="font-medium text-muted">Signed by</dt>
            <dd className="break-words text-foreground">
              {contract.signerName}
              {contract.signerEmail && <span className="text-muted"> ({contract.signerEmail})</span>}
            </dd>
          </>
        )}
        <dt className="font-medium text-muted">Document hash (SHA-256)</dt>
        <dd className="min-w-0">
          <code className="block font-mono text-xs break-all text-foreground">{contract.contentHash}</code>
          <span className="mt-1 block text-xs text-muted">A fingerprint of the exact text signed: any change to the text gives a different hash.</span>
        </dd>
      </dl>
    </div>
  );
}
