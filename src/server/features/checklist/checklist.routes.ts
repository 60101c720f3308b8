import { createRoute, z } from '@hono/zod-openapi';
import {
  zChecklistItem,
  zChecklistTemplateItem,
  zNewChecklistItem,
  zNewChecklistTemplateItem,
  zUpdateChecklistItem,
  zUpdateChecklistTemplateItem,
} from '../../../shared/schemas/checklist';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import {
  addChecklistTemplateItem,
  deleteChecklistTemplateItem,
  listChecklistTemplate,
  updateChecklistTemplateItem,
} from './checklist-template.service';
import { addChecklistItem, deleteChecklistItem, listChecklist, updateChecklistItem } from './checklist.service';

const zProjectParams = z.object({ id: z.string().min(1).max(64) });
const zItemParams = z.object({ id: z.uuid('Not a checklist item id') });

const listRoute = createRoute({
  method: 'get',
  path: '/api/projects/{id}/checklist',
  tags: ['Checklist'],
  summary: "A project's preparation checklist (customers see the items meant for them)",
  ...signedIn,
  request: { params: zProjectParams },
  responses: { 200: jsonContent(z.object({ items: z.array(zChecklistItem) }), 'Items'), 401: errorResponses[401], 404: errorResponses[404] },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/projects/{id}/checklist',
  tags: ['Checklist'],
  summary: 'Staff: add a checklist item',
  ...signedIn,
  request: { params: zProjectParams, body: { content: { 'application/json': { schema: zNewChecklistItem } }, required: true } },
  responses: { 201: jsonContent(zChecklistItem, 'The item'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/checklist-items/{id}',
  tags: ['Checklist'],
  summary: 'Tick or untick (customers, their own items) or edit (staff) a checklist item',
  ...signedIn,
  request: { params: zItemParams, body: { content: { 'application/json': { schema: zUpdateChecklistItem } }, required: true } },
  responses: { 200: jsonContent(zChecklistItem, 'The item'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/checklist-items/{id}',
  tags: ['Checklist'],
  summary: 'Staff: delete a checklist item',
  ...signedIn,
  request: { params: zItemParams },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

const zTemplateItemParams = z.object({ id: z.uuid('Not a template item id') });

const listTemplateRoute = createRoute({
  method: 'get',
  path: '/api/checklist-template',
  tags: ['Checklist'],
  summary: "Staff: the company's default checklist, copied onto each new project",
  ...signedIn,
  responses: { 200: jsonContent(z.object({ items: z.array(zChecklistTemplateItem) }), 'Template items'), 401: errorResponses[401], 403: errorResponses[403] },
});
const addTemplateRoute = createRoute({
  method: 'post',
  path: '/api/checklist-template',
  tags: ['Checklist'],
  summary: 'Staff: add an item to the default checklist',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zNewChecklistTemplateItem } }, required: true } },
  responses: { 201: jsonContent(zChecklistTemplateItem, 'The template item'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403] },
});
const updateTemplateRoute = createRoute({
  method: 'patch',
  path: '/api/checklist-template/{id}',
  tags: ['Checklist'],
  summary: 'Staff: edit an item of the default checklist (projects keep their copies)',
  ...signedIn,
  request: { params: zTemplateItemParams, body: { content: { 'application/json': { schema: zUpdateChecklistTemplateItem } }, required: true } },
  responses: { 200: jsonContent(zChecklistTemplateItem, 'The template item'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});
const deleteTemplateRoute = createRoute({
  method: 'delete',
  path: '/api/checklist-template/{id}',
  tags: ['Checklist'],
  summary: 'Staff: remove an item from the default checklist',
  ...signedIn,
  request: { params: zTemplateItemParams },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export function checklistRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ items: await listChecklist(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id) }, 200))
    .openapi(addRoute, async (c) => c.json(await addChecklistItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) => c.json(await updateChecklistItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(deleteRoute, async (c) => {
      await deleteChecklistItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(listTemplateRoute, async (c) => c.json({ items: await listChecklistTemplate(db, c.get('actor'), c.get('tenant')) }, 200))
    .openapi(addTemplateRoute, async (c) => c.json(await addChecklistTemplateItem(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 201))
    .openapi(updateTemplateRoute, async (c) =>
      c.json(await updateChecklistTemplateItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteTemplateRoute, async (c) => {
      await deleteChecklistTemplateItem(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
