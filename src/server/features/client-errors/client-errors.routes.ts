import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../../shared/errors';
import { CLIENT_ERROR_LIMITS } from '../../../shared/constants/client-errors';
import { zClientErrorReport } from '../../../shared/schemas/client-errors';
import { clientIp } from '../../auth/middleware';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../app-env';
import { errorResponse } from '../../lib/http-errors';
import type { Metrics } from '../../lib/metrics';
import { createRouter, errorResponses as e, jsonContent, PUBLIC, zErrorBody } from '../../lib/openapi';
import { recordClientError } from './client-errors.service';

/**
 * A report is a few kilobytes at most: one that says it is larger is refused before it is read. (A
 * body sent without its length is read within the API's own limit, and its fields are bounded.)
 */
const reportSizeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const length = Number(c.req.header('content-length'));
  // The API's body limit closes the connection of any 413, this one too: its body was left unread.
  if (length > CLIENT_ERROR_LIMITS.bodyBytes) return errorResponse(c, new AppError('PAYLOAD_TOO_LARGE', 'An error report is at most 8 KB.'));
  await next();
};

const reportRoute = createRoute({
  method: 'post',
  path: '/api/client-errors',
  tags: ['Operations'],
  summary: "Public: a browser reports an error on one of the company's pages (logged with the request id; no cookie needed)",
  security: PUBLIC,
  middleware: [reportSizeLimit],
  request: { body: { content: { 'application/json': { schema: zClientErrorReport } }, required: true } },
  responses: {
    204: { description: 'Logged' },
    400: e[400],
    413: jsonContent(zErrorBody, 'The report is larger than 8 KB'),
    429: jsonContent(zErrorBody, 'Too many reports from this address lately'),
  },
});

export function clientErrorRoutes(db: Database, config: AppConfig, metrics?: Metrics) {
  return createRouter().openapi(reportRoute, async (c) => {
    const report = c.req.valid('json');
    await recordClientError(db, c.get('tenant'), report, clientIp(c, config), c.get('log'));
    metrics?.clientError(report.kind);
    return c.body(null, 204);
  });
}
export type ClientErrorRoutes = ReturnType<typeof clientErrorRoutes>;
