import { createRoute } from '@hono/zod-openapi';
import { zDemoAccounts } from '../../../shared/schemas/auth';
import { AppError } from '../../../shared/errors';
import type { AppConfig } from '../../config';
import { createRouter, errorResponses, jsonContent, PUBLIC } from '../../lib/openapi';
import { demoAccountsOf } from './demo-accounts';

const demoAccountsRoute = createRoute({
  method: 'get',
  path: '/api/demo/accounts',
  tags: ['Demo'],
  summary: 'Sample accounts for the login page (demo mode only)',
  security: PUBLIC,
  responses: { 200: jsonContent(zDemoAccounts, 'The sample accounts'), 404: errorResponses[404] },
});

export function demoRoutes(config: AppConfig) {
  return createRouter().openapi(demoAccountsRoute, (c) => {
    if (!config.demoMode) throw new AppError('NOT_FOUND', 'Demo mode is off.');
    return c.json({ accounts: demoAccountsOf(c.get('tenant')) }, 200);
  });
}
