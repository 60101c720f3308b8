import { createRoute, z } from '@hono/zod-openapi';
import { zCreateNote, zNote, zUpdateNote } from '../../../shared/schemas/notes';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { addNote, listNotes, updateNote } from './notes.service';

const zProjectParams = z.object({ id: z.string().min(1).max(64) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/notes',
  tags: ['Notes'],
  summary: "A project's notes (customers see public notes only)",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(z.object({ notes: z.array(zNote) }), 'Notes, pinned first then newest'), 401: errorResponses[401], 404: errorResponses[404] },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/notes',
  tags: ['Notes'],
  summary: 'Add a note (internal notes are for staff)',
  ...signedIn,
  request: { params: zProjectParams, body: { content: { 'application/json': { schema: zCreateNote } }, required: true } },
  responses: { 201: jsonContent(zNote, 'The note'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/notes/{id}',
  tags: ['Notes'],
  summary: 'Staff: pin, unpin, retype or change the visibility of a note',
  ...signedIn,
  request: { params: z.object({ id: z.uuid('Not a note id') }), body: { content: { 'application/json': { schema: zUpdateNote } }, required: true } },
  responses: { 200: jsonContent(zNote, 'The note'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export function noteRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ notes: await listNotes(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id) }, 200))
    .openapi(addRoute, async (c) => c.json(await addNote(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) => c.json(await updateNote(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200));
}

/** The notes API's type, for a typed client (tests' `client<NoteRoutes>()`). */
export type NoteRoutes = ReturnType<typeof noteRoutes>;
