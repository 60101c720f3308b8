import { createRoute, z } from '@hono/zod-openapi';
import { Readable } from 'node:stream';
import { zCompanySettings } from '../../../shared/schemas/settings';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, PUBLIC, signedIn, streamedMultipart } from '../../lib/openapi';
import { uploadSourceOf } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { openLogo, removeLogo, uploadLogo } from './logo.service';

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/settings/logo',
  tags: ['Settings'],
  summary: "Admin: upload the company's logo (PNG, JPEG or WebP; no SVG)",
  ...signedIn,
  request: { body: streamedMultipart(z.object({}), 'The logo in `file`') },
  responses: {
    200: jsonContent(zCompanySettings, 'The settings, with the new logo URL'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/settings/logo',
  tags: ['Settings'],
  summary: "Admin: remove the company's logo (the site draws its fallback logo)",
  ...signedIn,
  responses: { 200: jsonContent(zCompanySettings, 'The settings, without a logo'), 401: errorResponses[401], 403: errorResponses[403] },
});

const serveRoute = createRoute({
  method: 'get',
  path: '/api/company/logo',
  tags: ['Company'],
  summary: "The company's uploaded logo",
  description:
    'Public. `v` is the version in `logoUrl`: with the current one the image may be cached for good, ' +
    'since a new logo gets a new URL; without it the browser checks again every time.',
  security: PUBLIC,
  request: { query: z.object({ v: z.string().max(64).optional() }) },
  responses: {
    200: { content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The image' },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export function logoRoutes(db: Database, files: FileDeps) {
  return createRouter()
    .openapi(uploadRoute, async (c) => c.json(await uploadLogo(db, files, c.get('actor'), c.get('tenant'), uploadSourceOf(c)), 200))
    .openapi(removeRoute, async (c) => c.json(await removeLogo(db, files, c.get('actor'), c.get('tenant')), 200))
    .openapi(serveRoute, async (c) => {
      const { logo, body } = await openLogo(files, c.get('tenant'));
      const current = c.req.valid('query').v === logo.version;
      return c.body(Readable.toWeb(body) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': logo.mimeType,
        'Content-Length': String(logo.sizeBytes),
        'X-Content-Type-Options': 'nosniff',
        // Checked bytes, but an image served from our origin still gets no chance to run anything.
        'Content-Security-Policy': 'sandbox',
        // Public, and shown in emails: a webmail page (or the Sent emails preview's sandboxed frame) loads it from another origin.
        'Cross-Origin-Resource-Policy': 'cross-origin',
        'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
    });
}
