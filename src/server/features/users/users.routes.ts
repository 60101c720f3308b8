import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { zSessionUser } from '../../../shared/schemas/auth';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { getSessionUser, markFirstLoginComplete } from './users.service';

const meRoute = createRoute({
  method: 'get',
  path: '/api/me',
  tags: ['Account'],
  summary: 'The signed-in user',
  ...signedIn,
  responses: { 200: jsonContent(zSessionUser, 'The signed-in user'), 401: errorResponses[401] },
});

const firstLoginCompleteRoute = createRoute({
  method: 'post',
  path: '/api/me/first-login-complete',
  tags: ['Account'],
  summary: 'Record that the user has finished their first sign-in (onboarding)',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: z.object({}).strict() } }, required: false } },
  responses: {
    200: jsonContent(zSessionUser, 'The signed-in user, no longer on their first sign-in'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

export function userRoutes(db: Database) {
  return createRouter()
    .openapi(meRoute, async (c) => c.json(await getSessionUser(db, c.get('actor'), c.get('tenant')), 200))
    .openapi(firstLoginCompleteRoute, async (c) =>
      c.json(await markFirstLoginComplete(db, c.get('actor'), c.get('tenant')), 200),
    );
}
