import { Copy } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { copyToClipboard } from './copy-to-clipboard';

interface BankDetailRowProps {
  label: string;
  /** What the customer reads. */
  display: string;
  /** What lands on the clipboard, when it differs from what is shown (e.g. a sort code's digits); omit for no copy button. */
  copyValue?: string;
}

/** One term/value pair of the Bank Transfer Details card, with its copy button. */
export function BankDetailRow({ label, display, copyValue }: BankDetailRowProps) {
  return (
    <div className="py-2">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex min-h-10 items-center justify-between gap-3">
        <span className="min-w-0 font-medium break-words text-foreground tabular-nums">{display}</span>
        {copyValue !== undefined && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Copy ${label}`}
            title={`Copy ${label}`}
            onClick={() => void copyToClipboard(label, copyValue)}
          >
            <Copy aria-hidden="true" />
          </Button>
        )}
      </dd>
    </div>
  );
}
