import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import type { Database } from '../../db/client';
import { createRouter, jsonContent, PUBLIC, zErrorBody } from '../../lib/openapi';

const healthRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and database check',
  security: PUBLIC,
  responses: {
    200: jsonContent(z.object({ status: z.literal('ok') }), 'The app and its database answer'),
    503: jsonContent(zErrorBody, 'The database does not answer'),
  },
});

export function healthRoutes(db: Database) {
  return createRouter().openapi(healthRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new AppError('UNAVAILABLE', 'The database is not available.');
    }
    return c.json({ status: 'ok' as const }, 200);
  });
}
