import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/client/components/ui/button';

/** "Page N of M"; at either end the button is aria-disabled, so a keyboard user keeps their focus on it. */
export function Pager({ label, page, pageCount, onPageChange }: { label: string; page: number; pageCount: number; onPageChange: (page: number) => void }) {
  const atFirst = page <= 1;
  const atLast = page >= pageCount;
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
      <p aria-live="polite" className="text-sm text-muted tabular-nums">
        Page {page} of {pageCount}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" aria-disabled={atFirst || undefined} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60" onClick={() => !atFirst && onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="secondary" size="sm" aria-disabled={atLast || undefined} className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60" onClick={() => !atLast && onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
