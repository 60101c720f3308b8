import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';

/** The right-hand side before a contract is picked (as the product's screens specify), or while one loads. */
export function ContractPlaceholder({ children }: { children: ReactNode }) {
  return (
    <Card className="flex min-h-64 flex-col items-center justify-center gap-3 border-dashed text-center lg:min-h-[32rem]">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-subtle text-brand-ink">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <div className="max-w-sm text-sm text-muted">{children}</div>
    </Card>
  );
}
