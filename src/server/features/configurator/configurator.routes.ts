import { createRoute, z } from '@hono/zod-openapi';
import {
  zConfiguratorOption,
  zConfiguratorOptionInput,
  zConfiguratorOptionList,
  zConfiguratorOptionPatch,
  zQuote,
  zQuoteRequest,
} from '../../../shared/schemas/configurator';
import type { Database } from '../../db/client';
import { createRouter, errorResponses, jsonContent, PUBLIC, signedIn } from '../../lib/openapi';
import { changeOption, createOption, listAdminOptions, listPublicOptions, quoteConfiguration, removeOption } from './configurator.service';

const tags = ['Configurator'];
const zOptionParams = z.object({ id: z.uuid('Not an option id') });
const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const publicListRoute = createRoute({
  method: 'get',
  path: '/api/configurator/options',
  tags,
  summary: "Public: the company's available configurator options, by group and position",
  security: PUBLIC,
  responses: { 200: jsonContent(zConfiguratorOptionList, 'Available options') },
});
const quoteRoute = createRoute({
  method: 'post',
  path: '/api/configurator/quote',
  tags,
  summary: 'Public: the VAT-inclusive price of a configuration, line by line',
  security: PUBLIC,
  request: { body: json(zQuoteRequest) },
  responses: { 200: jsonContent(zQuote, 'The quote'), 400: errorResponses[400] },
});
const adminListRoute = createRoute({
  method: 'get',
  path: '/api/configurator/admin/options',
  tags,
  summary: 'Staff: every option, unavailable ones included',
  ...signedIn,
  responses: { 200: jsonContent(zConfiguratorOptionList, 'All options'), 401: errorResponses[401], 403: errorResponses[403] },
});
const createOptionRoute = createRoute({
  method: 'post',
  path: '/api/configurator/options',
  tags,
  summary: 'Staff: add an option (prices in pence)',
  ...signedIn,
  request: { body: json(zConfiguratorOptionInput) },
  responses: { 201: jsonContent(zConfiguratorOption, 'The option'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 409: errorResponses[409] },
});
const updateOptionRoute = createRoute({
  method: 'patch',
  path: '/api/configurator/options/{id}',
  tags,
  summary: 'Staff: change an option (its group and code stay)',
  ...signedIn,
  request: { params: zOptionParams, body: json(zConfiguratorOptionPatch) },
  responses: { 200: jsonContent(zConfiguratorOption, 'The option'), 400: errorResponses[400], 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});
const deleteOptionRoute = createRoute({
  method: 'delete',
  path: '/api/configurator/options/{id}',
  tags,
  summary: 'Staff: delete an option',
  ...signedIn,
  request: { params: zOptionParams },
  responses: { 204: { description: 'Deleted' }, 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] },
});

export function configuratorRoutes(db: Database) {
  return createRouter()
    .openapi(publicListRoute, async (c) => c.json({ options: await listPublicOptions(db, c.get('tenant')) }, 200))
    .openapi(quoteRoute, async (c) => c.json(await quoteConfiguration(db, c.get('tenant'), c.req.valid('json')), 200))
    .openapi(adminListRoute, async (c) => c.json({ options: await listAdminOptions(db, c.get('actor'), c.get('tenant')) }, 200))
    .openapi(createOptionRoute, async (c) => c.json(await createOption(db, c.get('actor'), c.get('tenant'), c.req.valid('json')), 201))
    .openapi(updateOptionRoute, async (c) =>
      c.json(await changeOption(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id, c.req.valid('json')), 200),
    )
    .openapi(deleteOptionRoute, async (c) => {
      await removeOption(db, c.get('actor'), c.get('tenant'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
