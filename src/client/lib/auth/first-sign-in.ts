import type { SessionUser } from '@/shared/schemas/auth';
import { paths } from '../paths';

/**
 * Where a sign-in lands: a customer who has not finished onboarding goes to /welcome
 * (isFirstLogin), everyone else where they were going.
 */
export function firstSignInPath(user: Pick<SessionUser, 'role' | 'isFirstLogin'>, otherwise: string = paths.dashboard): string {
  return user.role === 'customer' && user.isFirstLogin ? paths.welcome : otherwise;
}
