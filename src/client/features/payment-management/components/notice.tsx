import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

const TONES = {
  danger: { className: 'border-danger/40 bg-danger-subtle text-danger-ink', Icon: CircleAlert },
  warning: { className: 'border-warning-ink/30 bg-warning-subtle text-warning-ink', Icon: TriangleAlert },
  neutral: { className: 'border-border bg-subtle text-foreground', Icon: Info },
} as const;

interface NoticeProps {
  tone: keyof typeof TONES;
  children: ReactNode;
  /** 'alert' for something that appeared because of what the user did; none for standing text. */
  role?: 'alert' | 'status';
  className?: string;
}

/** A coloured note with an icon; the shared Alert only comes in the danger tone. */
export function Notice({ tone, children, role, className }: NoticeProps) {
  const { className: toneClass, Icon } = TONES[tone];
  return (
    <div role={role} data-tone={tone} className={cn('flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm', toneClass, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
