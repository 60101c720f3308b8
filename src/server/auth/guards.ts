import type { Role } from '../../shared/constants/roles';
import { AppError } from '../../shared/errors';
import type { Actor } from '../app-env';

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return actor;
}

export function requireRole(actor: Actor | null, roles: readonly Role[]): Actor {
  const signedIn = requireActor(actor);
  if (!roles.includes(signedIn.role)) throw new AppError('FORBIDDEN', 'You do not have permission to do that.');
  return signedIn;
}

export const STAFF_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];
