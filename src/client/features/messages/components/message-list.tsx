import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Message } from '@/shared/schemas/messages';
import { cn } from '@/client/lib/cn';
import { formatDateTime } from '@/client/lib/format';

/** How close to the bottom (px) still counts as "reading the latest", so new messages scroll into view. */
const NEAR_BOTTOM_PX = 80;

interface MessageListProps {
  messages: Message[];
  myUserId: string;
  emptyText: string;
  focusOnMount?: boolean;
}

/**
 * The conversation, oldest first, in a scrolling box that keyboard users can focus and scroll.
 * Messages are plain text (React escapes them) with their line breaks kept; the reader's own sit on the right.
 */
export function MessageList({ messages, myUserId, emptyText, focusOnMount = false }: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const lastId = messages.at(-1)?.id;
  const lastIsMine = messages.at(-1)?.authorId === myUserId;

  useLayoutEffect(() => {
    const el = box.current;
    if (el && (nearBottom.current || lastIsMine)) el.scrollTop = el.scrollHeight;
  }, [lastId, lastIsMine]);

  useEffect(() => {
    if (focusOnMount) box.current?.focus();
    // Only when the list first shows: later changes of the prop must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onScroll() {
    const el = box.current;
    if (el) nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  }

  return (
    <div
      ref={box}
      role="region"
      aria-label="Message history"
      tabIndex={0}
      onScroll={onScroll}
      className="max-h-[min(60vh,36rem)] min-h-48 overflow-y-auto rounded-xl border border-border bg-background px-3 py-4 sm:px-4"
    >
      {messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted">{emptyText}</p>
      ) : (
        <ol className="space-y-4">
          {messages.map((message) => {
            const mine = message.authorId === myUserId;
            return (
              <li key={message.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                <p className="flex flex-wrap items-baseline gap-x-2 px-1 text-xs text-muted">
                  <span className="font-semibold text-foreground">{mine ? 'You' : message.authorName}</span>
                  {!mine && message.fromStaff && <span>Team</span>}
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
                <p
                  className={cn(
                    'mt-1 max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm break-words whitespace-pre-wrap text-foreground sm:max-w-[75%]',
                    mine ? 'rounded-tr-sm bg-brand-subtle' : 'rounded-tl-sm border border-border bg-surface',
                  )}
                >
                  {message.content}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
