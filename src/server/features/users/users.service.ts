import type { SessionUser } from '../../../shared/schemas/auth';
import type { Actor } from '../../app-env';
import { requireActor } from '../../auth/guards';
import { can } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { findCustomerProjectId, setFirstLoginComplete } from './users.queries';

export async function getSessionUser(db: Database, actorOrNull: Actor | null, tenant: CompanyRow): Promise<SessionUser> {
  const actor = requireActor(actorOrNull);
  // A customer has a project of their own; the team works on everyone's.
  const projectId = can(actor, 'records:read-any') ? null : await findCustomerProjectId(db, tenant.id, actor.userId);
  return {
    id: actor.userId,
    name: actor.name,
    email: actor.email,
    role: actor.role,
    projectId,
    isFirstLogin: actor.isFirstLogin,
  };
}

export async function markFirstLoginComplete(db: Database, actorOrNull: Actor | null, tenant: CompanyRow): Promise<SessionUser> {
  const actor = requireActor(actorOrNull);
  await setFirstLoginComplete(db, tenant.id, actor.userId);
  return getSessionUser(db, { ...actor, isFirstLogin: false }, tenant);
}
