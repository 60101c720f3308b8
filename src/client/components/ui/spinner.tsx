import { LoaderCircle } from 'lucide-react';
import { cn } from '@/client/lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-brand-ink', className)} />;
}

/** Shown while a page's code or the session loads. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-background text-muted">
      <Spinner className="size-8" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
