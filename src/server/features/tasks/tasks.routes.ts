import { createRoute, z } from '@hono/zod-openapi';
import { zNewTask, zStaffMemberList, zTask, zTaskList, zTaskListQuery, zUpdateTask } from '../../../shared/schemas/tasks';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, signedIn } from '../../lib/openapi';
import { addTask, listTaskAssignees, listTasks, removeTask, updateTask } from './tasks.service';

const tags = ['Tasks'];
const zTaskParams = z.object({ id: z.uuid('Not a task id') });
const refusals = { 401: errorResponses[401], 403: errorResponses[403] };

const listRoute = createRoute({
  method: 'get',
  path: '/api/tasks',
  tags,
  summary: "Staff: the caller's tasks or the team's, open first by due date",
  ...signedIn,
  request: { query: zTaskListQuery },
  responses: { 200: jsonContent(zTaskList, 'Tasks'), 400: errorResponses[400], ...refusals },
});
const addRoute = createRoute({
  method: 'post',
  path: '/api/tasks',
  tags,
  summary: 'Staff: add a task',
  ...signedIn,
  request: { body: { content: { 'application/json': { schema: zNewTask } }, required: true } },
  responses: { 201: jsonContent(zTask, 'The task'), 400: errorResponses[400], ...refusals },
});
const updateRoute = createRoute({
  method: 'patch',
  path: '/api/tasks/{id}',
  tags,
  summary: 'Staff: change a task, or mark it done (done: true) or open again (done: false)',
  ...signedIn,
  request: { params: zTaskParams, body: { content: { 'application/json': { schema: zUpdateTask } }, required: true } },
  responses: { 200: jsonContent(zTask, 'The task'), 400: errorResponses[400], ...refusals, 404: errorResponses[404] },
});
const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/tasks/{id}',
  tags,
  summary: 'Staff: delete a task',
  ...signedIn,
  request: { params: zTaskParams },
  responses: { 204: { description: 'Deleted' }, 400: errorResponses[400], ...refusals, 404: errorResponses[404] },
});
const membersRoute = createRoute({
  method: 'get',
  path: '/api/staff/members',
  tags,
  summary: "Staff: the company's staff and admins, who tasks can be given to",
  ...signedIn,
  responses: { 200: jsonContent(zStaffMemberList, 'Staff and admins by name'), ...refusals },
});

export function taskRoutes(db: Database) {
  return createRouter()
    .openapi(listRoute, async (c) => c.json({ tasks: await listTasks(db, c.get('actor'), c.get('tenant'), c.req.valid('query')) }, 200))
    .openapi(addRoute, async (c) => c.json(await addTask(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 201))
    .openapi(updateRoute, async (c) => c.json(await updateTask(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200))
    .openapi(deleteRoute, async (c) => {
      await removeTask(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    })
    .openapi(membersRoute, async (c) => c.json({ members: await listTaskAssignees(db, c.get('actor'), c.get('tenant')) }, 200));
}
