import { createRoute, z } from '@hono/zod-openapi';
import { zCreateDocumentRequest, zDocument, zDocumentRequest, zDocumentUploadFields, zProjectDocuments } from '../../../shared/schemas/documents';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn, streamedMultipart } from '../../lib/openapi';
import { uploadSourceOf } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { createDocumentRequest, listDocumentRequests } from './document-requests.service';
import { listDocuments, uploadDocument } from './documents.service';

const zProjectParams = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/documents',
  tags: ['Documents'],
  summary: "A project's documents, newest first",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(zProjectDocuments, 'Documents and the upload size limit'), 401: errorResponses[401], 404: errorResponses[404] },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/documents',
  tags: ['Documents'],
  summary: 'Upload a document (image, PDF, DOC or DOCX); with requestId it fulfils that document request',
  ...signedIn,
  request: {
    params: zProjectParams,
    body: streamedMultipart(zDocumentUploadFields, 'The file in `file`; customers\' uploads are always customer_upload titled with the file name (a customer sending title, description or another type gets 403)'),
  },
  responses: {
    201: jsonContent(zDocument, 'The document'),
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    409: errorResponses[409],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

const listRequestsRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/document-requests',
  tags: ['Documents'],
  summary: "A project's document requests: outstanding first by due date, then fulfilled",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(z.object({ requests: z.array(zDocumentRequest) }), 'Requests with their status'), 401: errorResponses[401], 404: errorResponses[404] },
});

const createRequestRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/document-requests',
  tags: ['Documents'],
  summary: 'Staff: ask the customer for a document',
  ...signedIn,
  request: { params: zProjectParams, body: { content: { 'application/json': { schema: zCreateDocumentRequest } }, required: true } },
  responses: { 201: jsonContent(zDocumentRequest, 'The request'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export function documentRoutes(db: Database, deps: FileDeps) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ documents: await listDocuments(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), maxUploadBytes: deps.uploadMaxBytes }, 200),
    )
    .openapi(uploadRoute, async (c) => c.json(await uploadDocument(db, deps, c.get('actor'), c.get('tenant'), c.req.valid('param').id, uploadSourceOf(c)), 201))
    .openapi(listRequestsRoute, async (c) => c.json({ requests: await listDocumentRequests(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id) }, 200))
    .openapi(createRequestRoute, async (c) =>
      c.json(await createDocumentRequest(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json'), c.get('portalUrl')), 201),
    );
}
