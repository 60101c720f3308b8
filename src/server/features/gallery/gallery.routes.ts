import { createRoute, z } from '@hono/zod-openapi';
import { Readable } from 'node:stream';
import {
  zGalleryAdminItem,
  zGalleryAdminList,
  zGalleryItemPatch,
  zGalleryList,
  zGalleryQuery,
  zGalleryUploadFields,
} from '../../../shared/schemas/gallery';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, PUBLIC, signedIn, streamedMultipart } from '../../lib/openapi';
import { uploadSourceOf } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { changePhoto, listAllPhotos, listPublishedPhotos, openGalleryImage, removePhoto, uploadPhoto } from './gallery.service';

const tags = ['Gallery'];
const zItemParams = z.object({ id: z.uuid('Not a photo id') });
const zImageParams = z.object({ fileId: z.uuid('Not an image id') });

const listRoute = createRoute({
  method: 'get',
  path: '/api/gallery',
  tags,
  summary: 'Public: the published photos in order, optionally of one product type',
  security: PUBLIC,
  request: { query: zGalleryQuery },
  responses: { 200: jsonContent(zGalleryList, 'Published photos'), 400: errorResponses[400] },
});
const adminListRoute = createRoute({
  method: 'get',
  path: '/api/gallery/admin',
  tags,
  summary: 'Staff: every photo, unpublished ones included',
  ...signedIn,
  responses: { 200: jsonContent(zGalleryAdminList, 'All photos'), 401: errorResponses[401], 403: errorResponses[403] },
});
const uploadRoute = createRoute({
  method: 'post',
  path: '/api/gallery',
  tags,
  summary: 'Staff: upload a photo (JPEG, PNG, WebP or AVIF); WebP sizes are made from it; it starts unpublished',
  ...signedIn,
  request: { body: streamedMultipart(zGalleryUploadFields, 'The photo in `file`, with its caption and category') },
  responses: {
    201: jsonContent(zGalleryAdminItem, 'The new photo'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/gallery/{id}',
  tags,
  summary: 'Staff: change the caption, category, place in the list or whether it is published',
  ...signedIn,
  request: { params: zItemParams, body: { content: { 'application/json': { schema: zGalleryItemPatch } }, required: true } },
  responses: { 200: jsonContent(zGalleryAdminItem, 'The photo'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/gallery/{id}',
  tags,
  summary: 'Staff: delete a photo and every size of it',
  ...signedIn,
  request: { params: zItemParams },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});
const imageRoute = createRoute({
  method: 'get',
  path: '/api/gallery/images/{fileId}',
  tags,
  summary: 'A gallery image (public for the sizes of published photos; staff also see the rest)',
  description: 'The bytes under an image id never change, so a found image may be cached for good.',
  security: PUBLIC,
  request: { params: zImageParams },
  responses: {
    200: { content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } }, description: 'The image' },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

export function galleryRoutes(db: Database, files: FileDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ items: await listPublishedPhotos(db, c.get('tenant'), c.req.valid('query').category) }, 200))
    .openapi(adminListRoute, async (c) => c.json(await listAllPhotos(db, files, c.get('actor'), c.get('tenant')), 200))
    .openapi(uploadRoute, async (c) => c.json(await uploadPhoto(db, files, c.get('actor'), c.get('tenant'), uploadSourceOf(c)), 201))
    .openapi(updateRoute, async (c) => c.json(await changePhoto(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(deleteRoute, async (c) => {
      await removePhoto(db, files, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(imageRoute, async (c) => {
      const { file, body, isPublic } = await openGalleryImage(db, files.storage, c.get('actor'), c.get('tenant'), c.req.valid('param').fileId);
      return c.body(Readable.toWeb(body) as ReadableStream<Uint8Array>, 200, {
        'Content-Type': file.mimeType,
        'Content-Length': String(file.sizeBytes),
        'X-Content-Type-Options': 'nosniff',
        // Checked bytes, but an image served from our origin still gets no chance to run anything.
        'Content-Security-Policy': 'sandbox',
        // Staff-only images stay out of shared caches, so they never reach the public that way.
        'Cache-Control': `${isPublic ? 'public' : 'private'}, max-age=31536000, immutable`,
      });
    });
}
