import type { Context } from 'hono';

/** Routes that read their own body as a stream, with the upload limit rather than the JSON body limit. */
const STREAMED_UPLOAD_PATHS = [/^\/api\/projects\/[^/]+\/documents$/, /^\/api\/projects\/[^/]+\/diagrams$/, /^\/api\/settings\/logo$/, /^\/api\/gallery$/, /^\/api\/projects\/[^/]+\/diary$/, /^\/api\/variations\/[^/]+\/attachments$/];

/** Routes that take JSON too: only their multipart form is streamed; their JSON keeps the JSON body limit. */
const STREAMED_WHEN_MULTIPART_PATHS = [/^\/api\/projects\/[^/]+\/aftercare-requests$/];

export function isStreamedUpload(c: Context): boolean {
  if (c.req.method !== 'POST') return false;
  if (STREAMED_UPLOAD_PATHS.some((pattern) => pattern.test(c.req.path))) return true;
  return /^multipart\//i.test(c.req.header('content-type') ?? '') && STREAMED_WHEN_MULTIPART_PATHS.some((pattern) => pattern.test(c.req.path));
}
