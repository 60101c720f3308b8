import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../shared/errors';
import type { AppEnv } from '../app-env';
import { errorResponse } from './http-errors';
import { setResponseHeader } from './response-headers';
import { refuseUnstorableText } from './unstorable-text';
import { isStreamedUpload } from './uploads/streamed-uploads';

/** Methods whose body no route reads, so there is nothing to limit. */
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The JSON body limit of the API, and the check of its text (`unstorable-text.ts`). Reads pass
 * straight on: asking a request for its body, as the limit does, makes the Node adapter build a
 * full web Request with a stream and an abort signal, which cost a read a tenth of its time.
 * Uploads stream their body with their own, larger limit; buffering them here would defeat that.
 * A 413 (here, or an upload's) closes its connection: the rest of the body was left unread, so the
 * connection cannot carry another request.
 */
export function requestBodyLimit(maxSize: number): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize, onError: (c) => errorResponse(c, new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.')) });
  const checkText = refuseUnstorableText();
  return async (c, next) => {
    if (BODILESS.has(c.req.method)) return next();
    if (isStreamedUpload(c)) await next();
    else {
      // Each middleware refuses by returning its answer; called from here, that answer is put on the context by hand.
      const refused = await limit(c, async () => {
        const textRefused = await checkText(c, next);
        if (textRefused instanceof Response) c.res = textRefused;
      });
      if (refused instanceof Response) c.res = refused;
    }
    if (c.res.status === 413) setResponseHeader(c, 'Connection', 'close');
  };
}
