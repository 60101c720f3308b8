import { createRoute, z } from '@hono/zod-openapi';
import { MAX_AFTERCARE_PHOTOS, zAftercareChange, zAftercareRequest, zGuaranteeSettings, zNewAftercareRequest, zNewAftercareRequestFields, zProjectAftercare } from '../../../shared/schemas/aftercare';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { uploadSourceOf } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { changeRequest, getGuaranteeSettings, getProjectAftercare, reportProblem, updateGuaranteeSettings } from './aftercare.service';

const tags = ['Aftercare'];
const zProjectParams = z.object({ id: z.string().min(1).max(64) });
const zParams = z.object({ id: z.uuid('Not an aftercare request id') });
const fieldsJson = z.toJSONSchema(zNewAftercareRequestFields, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, object>; required?: string[] };
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/aftercare-requests',
  tags,
  summary: 'The project’s customer and staff: its guarantees with their end dates, and its aftercare requests, newest first',
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(zProjectAftercare, 'Guarantees and requests'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});
const reportRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/aftercare-requests',
  tags,
  summary: `The project’s customer: report a problem (category, description, preferred visit days), once the project is completed; as JSON, or as a multipart form with up to ${MAX_AFTERCARE_PHOTOS} photos (JPEG, PNG, WebP or HEIC), shown in 480 and 1600 px WebP sizes without metadata`,
  ...signedIn,
  request: {
    params: zProjectParams,
    body: {
      // Not required as a whole: the JSON body is validated when JSON is sent; a multipart form is read and validated as it streams.
      required: false,
      content: {
        'application/json': { schema: zNewAftercareRequest },
        'multipart/form-data': {
          schema: {
            type: 'object' as const,
            description: 'The text fields (preferredDays comma-separated), and each photo in a field named `photos`',
            properties: { photos: { type: 'array' as const, maxItems: MAX_AFTERCARE_PHOTOS, items: { type: 'string' as const, format: 'binary' } }, ...fieldsJson.properties },
            required: fieldsJson.required ?? [],
          },
        },
      },
    },
  },
  responses: {
    201: jsonContent(zAftercareRequest, 'The request'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});
const changeRoute = createRoute({
  method: 'patch',
  path: '/api/aftercare-requests/{id}',
  tags,
  summary: 'Staff: triage (under guarantee, chargeable, not a defect), reply, book or move the visit, or close; each is emailed to the customer',
  ...signedIn,
  request: { params: zParams, body: json(zAftercareChange) },
  responses: {
    200: jsonContent(zAftercareRequest, 'The request'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});
const getSettingsRoute = createRoute({
  method: 'get',
  path: '/api/settings/guarantees',
  tags: ['Settings'],
  summary: 'Staff: the company’s guarantee periods in years (structure, workmanship)',
  ...signedIn,
  responses: { 200: jsonContent(zGuaranteeSettings, 'The guarantee periods'), 401: errorResponses[401], 403: errorResponses[403] },
});
const putSettingsRoute = createRoute({
  method: 'put',
  path: '/api/settings/guarantees',
  tags: ['Settings'],
  summary: 'Admin: set the company’s guarantee periods in whole years (0–50)',
  ...signedIn,
  request: { body: json(zGuaranteeSettings) },
  responses: { 200: jsonContent(zGuaranteeSettings, 'The saved guarantee periods'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});

export function aftercareRoutes(db: Database, files: FileDeps) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await getProjectAftercare(db, files, c.get('actor'), c.get('tenant'), c.req.valid('param').id), 200))
    .openapi(reportRoute, async (c) => {
      // The JSON body was validated by the route (its types see only the params, as the body has two media types).
      const source = /^multipart\//i.test(c.req.header('content-type') ?? '') ? { upload: uploadSourceOf(c) } : { json: c.req.valid('json' as never) as z.output<typeof zNewAftercareRequest> };
      return c.json(await reportProblem(db, files, c.get('actor'), c.get('tenant'), c.req.valid('param').id, source), 201);
    })
    .openapi(changeRoute, async (c) => c.json(await changeRequest(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), c.get('portalUrl')), 200))
    .openapi(getSettingsRoute, (c) => c.json(getGuaranteeSettings(c.get('actor'), c.get('tenant')), 200))
    .openapi(putSettingsRoute, async (c) => c.json(await updateGuaranteeSettings(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 200));
}
