import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { errorResponse, validationError } from './http-errors';

/** A router whose request validation failures answer in the API's error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return errorResponse(c, validationError(result.error as z.ZodError));
    },
  });
}

export const zErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    requestId: z.string().optional(),
  }),
});

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

export const errorResponses = {
  400: jsonContent(zErrorBody, 'Invalid input'),
  401: jsonContent(zErrorBody, 'Not signed in'),
  403: jsonContent(zErrorBody, 'Not allowed'),
  404: jsonContent(zErrorBody, 'Not found'),
  409: jsonContent(zErrorBody, 'Not allowed in its current state'),
  413: jsonContent(zErrorBody, 'The file is larger than the upload limit'),
  415: jsonContent(zErrorBody, 'Not an allowed type, or the contents do not match the extension'),
  422: jsonContent(zErrorBody, 'The Idempotency-Key was already used for a different request'),
} as const;

/** Routes anyone may call declare `security: PUBLIC`; all others need a session. */
export const PUBLIC: [] = [];
export const SIGNED_IN = [{ session: [] as string[] }];

/** Refuses an anonymous caller before any input is read, so they learn nothing from validation. */
const requireSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('actor')) return errorResponse(c, new AppError('UNAUTHENTICATED', 'Please sign in to continue.'));
  await next();
};

/** Spread into createRoute() for every route that needs a session. */
export const signedIn = { security: SIGNED_IN, middleware: requireSession };

/**
 * A multipart upload body, documented but not validated by the router: a plain schema object
 * (not zod) keeps zod-openapi from buffering the body, so the handler can stream the file.
 * The text fields are validated by the handler with the same zod schema.
 */
export function streamedMultipart(fields: z.ZodObject, description: string) {
  const json = z.toJSONSchema(fields, { io: 'output', unrepresentable: 'any' }) as { properties?: Record<string, object>; required?: string[] };
  return {
    required: true,
    description,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object' as const,
          properties: { file: { type: 'string' as const, format: 'binary' }, ...json.properties },
          required: ['file', ...(json.required ?? [])],
        },
      },
    },
  };
}
