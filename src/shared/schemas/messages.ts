import { z } from 'zod';

export const zMessage = z.object({
  id: z.string(),
  projectId: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  content: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof zMessage>;

/** The server's limit, also used by the send box so a long message is stopped while typing. */
export const MESSAGE_MAX_LENGTH = 5000;

export const zNewMessage = z.object({ content: z.string().trim().min(1, 'Write a message').max(MESSAGE_MAX_LENGTH) });
export type NewMessage = z.infer<typeof zNewMessage>;
export const zConversation = z.object({ messages: z.array(zMessage), unread: z.number().int() });
export type Conversation = z.infer<typeof zConversation>;

/**
 * Marks a conversation read for the caller, up to the newest message they were shown (so one that
 * arrived since stays unread); without it, up to the newest message there is.
 */
export const zMarkConversationRead = z.object({ lastMessageId: z.uuid('Not a message id').optional() });
export type MarkConversationRead = z.infer<typeof zMarkConversationRead>;
/** What is left unread in the conversation after marking it. */
export const zConversationUnread = z.object({ unread: z.number().int() });
export type ConversationUnread = z.infer<typeof zConversationUnread>;

/** One project's conversation in a list: who it is with, the latest message, and what this reader has not seen. */
export const zConversationSummary = z.object({
  projectId: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  lastMessage: zMessage.nullable(),
  unread: z.number().int(),
});
export type ConversationSummary = z.infer<typeof zConversationSummary>;
export const zConversationList = z.object({ conversations: z.array(zConversationSummary) });

/** Messages from others this reader has not seen, across every conversation they take part in. */
export const zUnreadMessages = z.object({ count: z.number().int() });
export type UnreadMessages = z.infer<typeof zUnreadMessages>;
