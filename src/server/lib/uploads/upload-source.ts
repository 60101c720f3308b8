import type { Context } from 'hono';
import { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';

/** An upload's body as a Node stream, with the headers that say what it is. */
export interface UploadSource {
  contentType: string;
  contentLength: string | null;
  body: Readable | null;
}

/**
 * Behind @hono/node-server the body is read straight from Node's IncomingMessage. Reading
 * `c.req.raw.body` instead goes through Readable.toWeb, which copies every chunk into a new
 * ArrayBuffer: a 20 MB upload left about 30 MB of such garbage resident until V8's next full
 * collection (measured with scripts/bench/files.ts). In-process requests (tests) have no
 * IncomingMessage and use the web stream.
 */
export function uploadSourceOf(c: Context): UploadSource {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  const contentType = c.req.header('content-type') ?? '';
  const contentLength = c.req.header('content-length') ?? null;
  if (incoming instanceof IncomingMessage && !incoming.readableDidRead) return { contentType, contentLength, body: incoming };
  const web = c.req.raw.body;
  return { contentType, contentLength, body: web ? Readable.fromWeb(web as NodeWebReadableStream<Uint8Array>) : null };
}
