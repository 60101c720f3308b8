import type { Database } from '../../db/client';
import { createRouter } from '../../lib/openapi';

export function schedulingRoutes(db: Database) {
  void db;
  return createRouter();
}
