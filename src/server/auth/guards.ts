import { AppError } from '../../shared/errors';
import type { Actor } from '../app-env';

/** The signed-in person, or 401. What they may then do is the permission table's (permissions.ts). */
export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return actor;
}
