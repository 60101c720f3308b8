import type { Database } from '../../db/client';
import { createRouter } from '../../lib/openapi';

export function settingsRoutes(db: Database) {
  void db;
  return createRouter();
}
