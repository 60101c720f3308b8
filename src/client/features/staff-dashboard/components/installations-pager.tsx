import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

interface InstallationsPagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/**
 * "Page N of M" with Previous and Next. At either end a button is aria-disabled rather than
 * disabled, so a keyboard user who just pressed it keeps their focus where it was.
 */
export function InstallationsPager({ page, pageCount, onPageChange }: InstallationsPagerProps) {
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <nav aria-label="Installation pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-5 pt-3 pb-1 sm:px-6">
      <p aria-live="polite" className="text-sm text-muted tabular-nums">
        Page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={atFirst || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => !atFirst && onPageChange(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={atLast || undefined}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          onClick={() => !atLast && onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
