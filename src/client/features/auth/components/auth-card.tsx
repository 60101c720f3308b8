import type { ReactNode } from 'react';

/** The card the sign-in, forgot-password and reset-password pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="on-surface w-full max-w-md rounded-2xl border border-border bg-surface p-7 text-foreground shadow-2xl sm:p-9">
      <h1 className="font-display text-3xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-2 text-sm text-muted">{intro}</div>
      <div className="mt-7 space-y-5">{children}</div>
    </div>
  );
}
