import { useEffect, useRef, useState } from 'react';
import type { Message } from '@/shared/schemas/messages';

/** Long messages are cut in the announcement; the whole text is in the list. */
const ANNOUNCE_MAX_LENGTH = 200;

function shorten(text: string): string {
  return text.length > ANNOUNCE_MAX_LENGTH ? `${text.slice(0, ANNOUNCE_MAX_LENGTH)}…` : text;
}

/**
 * What a polite live region should say when messages from others arrive: nothing for the
 * messages already there when the conversation opened, nothing for the reader's own.
 */
export function useNewMessageAnnouncement(messages: Message[] | undefined, myUserId: string): string {
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!messages) return;
    if (!seen.current) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    const known = seen.current;
    const incoming = messages.filter((m) => !known.has(m.id) && m.authorId !== myUserId);
    for (const m of messages) known.add(m.id);
    const latest = incoming.at(-1);
    if (!latest) return;
    const text = `New message from ${latest.authorName}: ${shorten(latest.content)}`;
    // The live region's text has to change for screen readers to speak it.
    setAnnouncement(incoming.length > 1 ? `${incoming.length} new messages. ${text}` : text);
  }, [messages, myUserId]);

  return announcement;
}
