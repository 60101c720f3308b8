import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { AppError } from '../../../shared/errors';
import { type Ping, RETRY_AFTER_SECONDS } from '../../db/availability';
import { errorBody } from '../../lib/http-errors';
import { createRouter, jsonContent, PUBLIC, zErrorBody } from '../../lib/openapi';
import type { ServerLifecycle } from '../../lib/server-lifecycle';

const livenessRoute = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness: the process answers',
  description: 'Never waits on the database, so an outage of the database does not make an orchestrator restart every app server.',
  security: PUBLIC,
  responses: {
    200: jsonContent(z.object({ status: z.literal('ok') }), 'The process answers'),
  },
});

const readinessRoute = createRoute({
  method: 'get',
  path: '/api/health/ready',
  tags: ['System'],
  summary: 'Readiness: send this server traffic',
  description: 'Ready when the database answers `select 1` within a second; not ready from the moment the server begins to shut down.',
  security: PUBLIC,
  responses: {
    200: jsonContent(z.object({ status: z.literal('ready') }), 'The server and its database answer'),
    503: jsonContent(zErrorBody, 'The database does not answer in time, or the server is shutting down (with Retry-After)'),
  },
});

export function healthRoutes({ ping, lifecycle }: { ping: Ping; lifecycle: ServerLifecycle }) {
  return createRouter()
    .openapi(livenessRoute, (c) => c.json({ status: 'ok' as const }, 200))
    .openapi(readinessRoute, async (c) => {
      let notReady = lifecycle.shuttingDown ? SHUTTING_DOWN : null;
      if (!notReady) notReady = await ping().then(() => null, () => DATABASE_DOWN);
      // Shutdown may have begun while the database was asked.
      if (lifecycle.shuttingDown) notReady = SHUTTING_DOWN;
      if (!notReady) return c.json({ status: 'ready' as const }, 200);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(errorBody(new AppError('UNAVAILABLE', notReady)), 503);
    });
}

const SHUTTING_DOWN = 'This server is shutting down.';
const DATABASE_DOWN = 'The database is not answering.';
