import { Lock } from 'lucide-react';

/** Staff see the settings they work by, but changing them is an admin's job. */
export function ReadOnlyNote({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-border bg-subtle px-4 py-3 text-sm text-muted">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
