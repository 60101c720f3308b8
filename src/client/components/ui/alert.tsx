import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

/** An error message announced to screen readers as it appears. */
export function Alert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-danger/40 bg-danger-subtle px-3.5 py-3 text-sm text-danger-ink',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
