import { useState, type ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';

interface ConfirmButtonProps {
  /** The button's own words, e.g. "Cancel call". */
  children: ReactNode;
  /** What it asks before doing it, e.g. "Cancel this call?". */
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  /** Names the thing for screen readers when several such buttons share a page. */
  'aria-label'?: string;
}

/** A destructive action in two steps, in place: no dialog to lose one's place in a list. */
export function ConfirmButton({ children, question, confirmLabel, onConfirm, busy = false, 'aria-label': label }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant="secondary" size="sm" aria-label={label} onClick={() => setAsking(true)}>
        {children}
      </Button>
    );
  }
  return (
    <span role="group" aria-label={question} className="inline-flex flex-wrap items-center gap-2">
      <span className="text-sm text-foreground">{question}</span>
      <Button
        variant="danger"
        size="sm"
        disabled={busy}
        autoFocus
        onClick={() => {
          onConfirm();
          setAsking(false);
        }}
      >
        {busy ? 'Working...' : confirmLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={() => setAsking(false)}>
        No
      </Button>
    </span>
  );
}
