import { createRoute } from '@hono/zod-openapi';
import { zDemoAccounts } from '../../../shared/schemas/auth';
import { AppError } from '../../../shared/errors';
import type { AppConfig } from '../../config';
import { createRouter, errorResponses, jsonContent, PUBLIC } from '../../lib/openapi';
import { demoAccountsOf } from '../../tenancy/demo-accounts';

const demoAccountsRoute = createRoute({
  method: 'get',
  path: '/api/demo/accounts',
  tags: ['Demo'],
  summary: 'Sample accounts for the login page (demo mode, demo companies only)',
  security: PUBLIC,
  responses: { 200: jsonContent(zDemoAccounts, 'The sample accounts'), 404: errorResponses[404] },
});

export function demoRoutes(config: AppConfig) {
  return createRouter().openapi(demoAccountsRoute, (c) => {
    // Only a demo company has sample accounts: any other answers as if demo mode were off.
    const tenant = c.get('tenant');
    if (!config.demoMode || !tenant.isDemo) throw new AppError('NOT_FOUND', 'Demo mode is off.');
    return c.json({ accounts: demoAccountsOf(tenant) }, 200);
  });
}
