import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/server/auth/password';
import type { Role } from '../../src/shared/constants/roles';
import type { Database } from '../../src/server/db/client';
import type { UserRow } from '../../src/server/db/schema/auth';
import { insertUserWithPassword } from '../../src/server/features/users/users.queries';

export const TEST_PASSWORD = 'password123';

/**
 * Argon2 is slow by design (tens of milliseconds a hash): the sample password is hashed once per
 * test process and its hash shared, which any user's sign-in checks as it would its own.
 */
let samplePasswordHash: Promise<string> | undefined;
const hashOf = (password: string) => (password === TEST_PASSWORD ? (samplePasswordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password));

export interface NewUser {
  companyId: string;
  email?: string;
  name?: string;
  role?: Role;
  password?: string;
  isFirstLogin?: boolean;
}

export async function insertUser(db: Database, input: NewUser): Promise<UserRow> {
  const id = `user-${randomUUID()}`;
  const email = input.email ?? `${id}@example.test`;
  const role = input.role ?? 'customer';
  return db.transaction(async (tx) =>
    insertUserWithPassword(tx, {
      id,
      companyId: input.companyId,
      email,
      name: input.name ?? email.split('@')[0]!,
      role,
      passwordHash: await hashOf(input.password ?? TEST_PASSWORD),
      isFirstLogin: input.isFirstLogin ?? role === 'customer',
    }),
  );
}
