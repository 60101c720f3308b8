import { createRoute, z } from '@hono/zod-openapi';
import { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, signedIn } from '../../lib/openapi';
import type { FileStorage } from '../../lib/storage/storage-driver';
import { isInlineType } from '../../lib/uploads/file-kinds';
import { contentDisposition } from '../../lib/uploads/file-names';
import { openFile } from './files.service';

const downloadRoute = createRoute({
  method: 'get',
  path: '/api/files/{id}',
  tags: ['Files'],
  summary: "A document's or diagram's file, for the project's customer and the company's staff",
  description:
    'Streams the stored bytes with their checked type. Browser-drawable images are inline, everything else an attachment; ' +
    'every file carries `Content-Security-Policy: sandbox` and `X-Content-Type-Options: nosniff`.',
  ...signedIn,
  request: { params: z.object({ id: z.uuid('Not a file id') }) },
  responses: {
    200: { content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The file' },
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export function fileRoutes(db: Database, storage: FileStorage) {
  return createRouter().openapi(downloadRoute, async (c) => {
    const { file, body } = await openFile(db, storage, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
    const disposition = isInlineType(file.mimeType) ? 'inline' : 'attachment';
    return c.body(Readable.toWeb(body) as ReadableStream<Uint8Array>, 200, {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.sizeBytes),
      'Content-Disposition': contentDisposition(disposition, file.originalName),
      'X-Content-Type-Options': 'nosniff',
      // Even a file that slipped past the checks runs no script and reaches nothing on this origin.
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'private, no-store',
    });
  });
}
