import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/password';
import { eq } from 'drizzle-orm';
import type { Role } from '../../../shared/constants/roles';
import type { Database } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { applyChecklistTemplate, completeItemsBeforeStage } from '../checklist/checklist-template.service';
import { copyProjectForCustomer, findDemoTemplateProjectId } from '../projects/projects.queries';
import { insertUserWithPassword } from '../users/users.queries';
import { isUniqueViolation } from '../../lib/db-errors';

/** The spec's sign-in rule for an email nobody has used yet (demo mode only). */
export function demoRoleForEmail(email: string): Role {
  const lower = email.toLowerCase();
  if (lower.includes('staff')) return 'staff';
  if (lower.includes('admin')) return 'admin';
  return 'customer';
}

/**
 * Creates the account a demo visitor signs in with. A customer gets a private
 * copy of the company's sample project, so visitors never see each other's data.
 */
export async function signInAsDemoVisitor(
  db: Database,
  input: { companyId: string; email: string; password: string },
): Promise<void> {
  const role = demoRoleForEmail(input.email);
  const id = `user-${randomUUID()}`;
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      await insertUserWithPassword(tx, {
        id,
        companyId: input.companyId,
        email: input.email,
        name: input.email.split('@')[0] || input.email,
        role,
        passwordHash,
        isFirstLogin: role === 'customer',
      });
      if (role !== 'customer') return;
      const templateId = await findDemoTemplateProjectId(tx, input.companyId);
      const projectId = templateId ? await copyProjectForCustomer(tx, { companyId: input.companyId, projectId: templateId, customerId: id }) : null;
      // A new project starts from the company's default checklist, like any other; the copy
      // starts part-way through the build, so what earlier stages asked for is done.
      if (projectId) {
        await applyChecklistTemplate(tx, { companyId: input.companyId, projectId });
        const [copy] = await tx.select({ stage: projects.stage }).from(projects).where(eq(projects.id, projectId));
        if (copy) await completeItemsBeforeStage(tx, { projectId, stage: copy.stage });
      }
    });
  } catch (error) {
    // Two first sign-ins with the same email at once: the other one created it.
    if (isUniqueViolation(error)) return;
    throw error;
  }
}
