import type { Context } from 'hono';

/** Routes that read their own body as a stream, with the upload limit rather than the JSON body limit. */
const STREAMED_UPLOAD_PATHS = [/^\/api\/projects\/[^/]+\/documents$/, /^\/api\/projects\/[^/]+\/diagrams$/, /^\/api\/settings\/logo$/, /^\/api\/gallery$/, /^\/api\/projects\/[^/]+\/diary$/];

export function isStreamedUpload(c: Context): boolean {
  return c.req.method === 'POST' && STREAMED_UPLOAD_PATHS.some((pattern) => pattern.test(c.req.path));
}
