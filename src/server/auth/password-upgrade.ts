import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema/auth';
import { authCompanyId } from './company-scoped-adapter';
import { hashPassword, isCurrentHash, verifyPassword } from './password';

/**
 * better-auth's password check, which also moves an account still on an older hash to the
 * current one the first time its password is proved. Hashes are salted, so the old hash names
 * one account; the update is conditional on it, so a password changed meanwhile is kept.
 */
export function passwordChecker(db: Database) {
  return async ({ hash, password }: { hash: string; password: string }): Promise<boolean> => {
    const valid = await verifyPassword(hash, password);
    if (valid && !isCurrentHash(hash)) {
      await db
        .update(accounts)
        .set({ password: await hashPassword(password), updatedAt: new Date() })
        .where(and(eq(accounts.companyId, authCompanyId()), eq(accounts.providerId, 'credential'), eq(accounts.password, hash)));
    }
    return valid;
  };
}
