import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import { errorResponse } from './http-errors';
import { isStreamedUpload } from './uploads/streamed-uploads';

/** Methods whose body no route reads, so there is nothing to limit. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The JSON body limit of the API. Reads pass straight on: asking a request for its body, as the
 * limit does, makes the Node adapter build a full web Request with a stream and an abort signal,
 * which cost a read a tenth of its time. Uploads stream their body with their own, larger limit;
 * buffering them here would defeat that.
 */
export function requestBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError: (c) => errorResponse(c, new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.')) });
  return (c, next) => (BODILESS.has(c.req.method) || isStreamedUpload(c) ? next() : limit(c, next));
}
