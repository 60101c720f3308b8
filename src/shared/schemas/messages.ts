import { z } from 'zod';

export const zMessage = z.object({
  id: z.string(),
  project_id: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  fromStaff: z.boolean(),
  content: z.string(),
  created_at: z.string(),
});
export type Message = z.infer<typeof zMessage>;

export const zNewMessage = z.object({ content: z.string().trim().min(1, 'Write a message').max(5000) });
export const zConversation = z.object({ messages: z.array(zMessage), unread: z.number().int() });
