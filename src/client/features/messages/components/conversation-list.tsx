import { Link } from 'react-router';
import type { ConversationSummary } from '@/shared/schemas/messages';
import { cn } from '@/client/lib/cn';
import { formatDateTime, formatListTime } from '@/client/lib/format';

interface ConversationListProps {
  conversations: ConversationSummary[];
  selectedId: string | null;
  hrefFor: (projectId: string) => string;
}

/** Staff's conversations, most recent first: customer, project, latest message and what is unread. */
export function ConversationList({ conversations, selectedId, hrefFor }: ConversationListProps) {
  return (
    <ul aria-label="Conversations" className="divide-y divide-border">
      {conversations.map((c) => {
        const selected = c.projectId === selectedId;
        const last = c.lastMessage;
        return (
          <li key={c.projectId}>
            <Link
              to={hrefFor(c.projectId)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'block px-5 py-3.5 transition-colors hover:bg-subtle focus-visible:relative sm:px-6',
                selected && 'bg-subtle shadow-[inset_3px_0_0_var(--color-primary)]',
              )}
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className={cn('min-w-0 truncate text-sm text-foreground', c.unread > 0 ? 'font-semibold' : 'font-medium')}>{c.customerName}</span>
                {last && (
                  <time dateTime={last.createdAt} title={formatDateTime(last.createdAt) ?? undefined} className="shrink-0 text-xs text-muted">
                    {formatListTime(last.createdAt, { withYear: false })}
                  </time>
                )}
              </span>
              <span className="mt-0.5 block truncate text-xs text-muted">{c.projectName}</span>
              <span className="mt-1 flex items-center justify-between gap-3">
                <span className="min-w-0 truncate text-sm text-muted">
                  {last ? `${last.fromStaff ? `${last.authorName}: ` : ''}${last.content}` : 'No messages yet'}
                </span>
                {c.unread > 0 && (
                  <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-fg tabular-nums">
                    {c.unread}
                    <span className="sr-only"> unread</span>
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
