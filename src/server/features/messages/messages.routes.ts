import { createRoute, z } from '@hono/zod-openapi';
import { zConversation, zNewMessage } from '../../../shared/schemas/messages';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { readConversation, sendMessage } from './messages.service';

const zParams = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/messages',
  tags: ['Messages'],
  summary: "The project's conversation; `?peek=true` counts unread without marking them read",
  ...signedIn,
  request: { params: zParams, query: z.object({ peek: z.enum(['true', 'false']).optional() }) },
  responses: { 200: jsonContent(zConversation, 'Messages, oldest first, and the unread count'), 401: errorResponses[401], 404: errorResponses[404] },
});
const sendRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/messages',
  tags: ['Messages'],
  summary: 'Send a message in the project’s conversation',
  ...signedIn,
  request: { params: zParams, body: { content: { 'application/json': { schema: zNewMessage } }, required: true } },
  responses: { 201: jsonContent(zConversation, 'The conversation with the new message'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});

export function messageRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json(await readConversation(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, { markRead: c.req.valid('query').peek !== 'true' }), 200),
    )
    .openapi(sendRoute, async (c) => c.json(await sendMessage(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json').content), 201));
}
