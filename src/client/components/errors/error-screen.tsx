import { TriangleAlert } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from './error-message';

interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
}

/** The global error screen (Unhandled error). */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-16 text-foreground">
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-8 text-center shadow-sm">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-danger-subtle text-danger-ink">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-5 font-display text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="mt-3 text-sm break-words text-muted">{errorMessage(error)}</p>
        <Button className="mt-7" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </main>
  );
}
