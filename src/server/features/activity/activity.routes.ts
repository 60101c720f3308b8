import { createRoute, z } from '@hono/zod-openapi';
import { zActivity } from '../../../shared/schemas/activity';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { listActivity } from './activity.service';

const listRoute = createRoute({
  method: 'get',
  path: '/api/activity',
  tags: ['Activity'],
  summary: 'Recent activity: the company’s for staff, the public activity of their project for a customer',
  ...signedIn,
  request: { query: z.object({ limit: z.coerce.number().int().min(1).max(200).optional(), projectId: z.string().min(1).max(64).optional() }) },
  responses: { 200: jsonContent(z.object({ activity: z.array(zActivity) }), 'Newest first'), 400: errorResponses[400], 401: errorResponses[401] },
});

export function activityRoutes(db: Database) {
  return createRouter().openapi(listRoute, async (c) => c.json({ activity: await listActivity(db, c.get('actor'), c.get('tenant'), c.req.valid('query')) }, 200));
}
