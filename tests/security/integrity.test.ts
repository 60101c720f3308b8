import { expect, it } from 'vitest';
import { insertCompany } from '../../src/server/db/insert-company';
import { createTestDatabase } from '../setup/test-app';
import { findIntegrityViolations } from './integrity';

it("refuses to check with the app role's handle, which sees no company's rows and so could find nothing wrong", async () => {
  const { db, appDb } = await createTestDatabase();
  await insertCompany(db);
  await expect(findIntegrityViolations(appDb)).rejects.toThrow(/give it the owner's handle/);
  expect(await findIntegrityViolations(db)).toEqual([]);
});
