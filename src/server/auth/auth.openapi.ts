import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { zSignIn } from '../../shared/schemas/auth';
import type { AppEnv } from '../app-env';
import { errorResponses, jsonContent, PUBLIC, zErrorBody } from '../lib/openapi';

/** better-auth serves these; they are documented here so the API document is complete. */
export function documentAuthRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-in/email',
    tags: ['Account'],
    summary: 'Sign in with email and password; sets the session cookie',
    security: PUBLIC,
    request: { body: { content: { 'application/json': { schema: zSignIn } } } },
    responses: {
      200: { description: 'Signed in' },
      400: errorResponses[400],
      401: errorResponses[401],
      429: jsonContent(zErrorBody, 'Too many sign-in attempts from this address'),
    },
  });
  app.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/auth/sign-out',
    tags: ['Account'],
    summary: 'Sign out; ends the session if there is one (safe to repeat)',
    security: PUBLIC,
    request: { body: { content: { 'application/json': { schema: z.object({}) } } } },
    responses: { 200: { description: 'Signed out' } },
  });
}
