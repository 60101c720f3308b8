import { createRoute, z } from '@hono/zod-openapi';
import { zOutboxList } from '../../../shared/schemas/outbox';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { listOutbox } from './outbox.service';

const listRoute = createRoute({
  method: 'get',
  path: '/api/outbox',
  tags: ['Email'],
  summary: 'Admins: the emails the company has sent or queued, newest first',
  ...signedIn,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(500).optional() }) },
  responses: { 200: jsonContent(zOutboxList, 'Emails'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});

export function outboxRoutes(db: Database) {
  return createRouter().openapi(listRoute, async (c) => c.json({ emails: await listOutbox(db, c.get('actor'), c.get('tenant'), c.req.valid('query').limit) }, 200));
}
