import type { ReactNode } from 'react';

/** A setting as staff see it: its name, then its value as text. */
export function SettingValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="text-base text-foreground">{children}</dd>
    </div>
  );
}
