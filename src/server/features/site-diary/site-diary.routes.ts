import { createRoute, z } from '@hono/zod-openapi';
import { zDiaryEntry, zDiaryEntryFields, zDiaryList } from '../../../shared/schemas/site-diary';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { uploadSourceOf } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { listDiary, postDiaryEntry } from './site-diary.service';

const tags = ['Site diary'];
const zProjectParams = z.object({ id: z.string().min(1).max(64) });
const fieldsJson = z.toJSONSchema(zDiaryEntryFields, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, object>; required?: string[] };

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/diary',
  tags,
  summary: "A project's site diary, newest first (its customer never sees internal entries or originals)",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(zDiaryList, 'Entries with their photos'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});

const postRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/diary',
  tags,
  summary: 'Staff: post an entry with up to 10 photos (JPEG, PNG, WebP or HEIC); 480 and 1600 px WebP sizes are made, without metadata',
  ...signedIn,
  request: {
    params: zProjectParams,
    body: {
      required: true,
      description: 'The text fields, and each photo in a field named `photos`',
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            properties: { photos: { type: 'array' as const, maxItems: 10, items: { type: 'string' as const, format: 'binary' } }, ...fieldsJson.properties },
            required: fieldsJson.required ?? [],
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(zDiaryEntry, 'The new entry'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

export function siteDiaryRoutes(db: Database, files: FileDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await listDiary(db, files, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(postRoute, async (c) => c.json(await postDiaryEntry(db, files, c.get('actor'), c.get('tenant'), c.req.valid('param').id, uploadSourceOf(c)), 201));
}
