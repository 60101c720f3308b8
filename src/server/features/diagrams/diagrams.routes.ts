import { createRoute, z } from '@hono/zod-openapi';
import { zCreateDiagramNote, zDiagram, zDiagramNote, zProjectDiagrams } from '../../../shared/schemas/diagrams';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn, streamedMultipart } from '../../lib/openapi';
import { uploadSourceOf } from '../../lib/uploads/upload-source';
import type { FileDeps } from '../files/files.service';
import { addDiagramNote, addProjectDiagramNote, listDiagramNotes, listDiagrams, listProjectDiagramNotes, uploadDiagram } from './diagrams.service';

const zProjectParams = z.object({ id: z.string().min(1).max(64) });
const zDiagramParams = z.object({ id: z.uuid('Not a diagram id') });

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/diagrams',
  tags: ['Diagrams'],
  summary: "A project's building diagrams, newest first",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(zProjectDiagrams, 'Diagrams and the upload size limit'), 401: errorResponses[401], 404: errorResponses[404] },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/diagrams',
  tags: ['Diagrams'],
  summary: 'Upload a diagram (JPEG, PNG, GIF, WebP, BMP, AVIF or PDF)',
  ...signedIn,
  request: { params: zProjectParams, body: streamedMultipart(z.object({}), 'The diagram in `file`') },
  responses: {
    201: jsonContent(zDiagram, 'The diagram'),
    400: errorResponses[400],
    401: errorResponses[401],
    404: errorResponses[404],
    413: errorResponses[413],
    415: errorResponses[415],
  },
});

const listNotesRoute = createRoute({
  method: 'get',
  path: '/api/diagrams/{id}/notes',
  tags: ['Diagrams'],
  summary: "A diagram's notes, newest first, with author and time",
  ...signedIn,
  request: { params: zDiagramParams },
  responses: { 200: jsonContent(z.object({ notes: z.array(zDiagramNote) }), 'Notes'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});

const addNoteRoute = createRoute({
  method: 'post',
  path: '/api/diagrams/{id}/notes',
  tags: ['Diagrams'],
  summary: 'Add a note to a diagram',
  ...signedIn,
  request: { params: zDiagramParams, body: { content: { 'application/json': { schema: zCreateDiagramNote } }, required: true } },
  responses: { 201: jsonContent(zDiagramNote, 'The note'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});

const listProjectNotesRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/diagram-notes',
  tags: ['Diagrams'],
  summary: "The project's diagram notes thread: the newest diagram's notes, or those added before any diagram",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(z.object({ notes: z.array(zDiagramNote) }), 'Notes'), 401: errorResponses[401], 404: errorResponses[404] },
});

const addProjectNoteRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/diagram-notes',
  tags: ['Diagrams'],
  summary: 'Add a note without naming a diagram: on the newest diagram, or before any upload on a placeholder the first upload fills',
  ...signedIn,
  request: { params: zProjectParams, body: { content: { 'application/json': { schema: zCreateDiagramNote } }, required: true } },
  responses: { 201: jsonContent(zDiagramNote, 'The note'), 400: errorResponses[400], 401: errorResponses[401], 404: errorResponses[404] },
});

export function diagramRoutes(db: Database, deps: FileDeps) {
  return createRouter()
    .openapi(listRoute, async (c) =>
      c.json({ diagrams: await listDiagrams(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id), maxUploadBytes: deps.uploadMaxBytes }, 200),
    )
    .openapi(uploadRoute, async (c) => c.json(await uploadDiagram(db, deps, c.get('actor'), c.get('tenant'), c.req.valid('param').id, uploadSourceOf(c)), 201))
    .openapi(listNotesRoute, async (c) => c.json({ notes: await listDiagramNotes(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id) }, 200))
    .openapi(addNoteRoute, async (c) => c.json(await addDiagramNote(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(listProjectNotesRoute, async (c) => c.json({ notes: await listProjectDiagramNotes(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id) }, 200))
    .openapi(addProjectNoteRoute, async (c) =>
      c.json(await addProjectDiagramNote(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201),
    );
}
