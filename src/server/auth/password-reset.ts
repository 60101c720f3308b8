import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Auth } from './auth';
import { companies } from '../db/schema/companies';
import { enqueueEmails } from '../lib/email/email-outbox';
import { SECRET_LINK } from '../lib/email/email-secrets';
import { demoAccountsOf } from '../tenancy/demo-accounts';
import { passwordResetEmail } from './password-reset-email';

/** How long a reset link works. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;

interface ResetRequest {
  user: { id: string; name: string; email: string; companyId?: unknown };
  token: string;
  /** The company whose host the request came in on, and that host's origin. */
  companyId: string | null;
  portalUrl: string | null;
  demoMode: boolean;
}

/**
 * Queues the reset email, with a link on the company's own host. A user of another company
 * gets nothing: the caller answers the same either way, so nobody learns whose address it is.
 * The stored text holds a placeholder for the link, which is kept apart until the email is sent.
 */
export async function queuePasswordResetEmail(db: Database, request: ResetRequest): Promise<void> {
  if (!request.companyId || !request.portalUrl || request.user.companyId !== request.companyId) return;
  const [company] = await db.select().from(companies).where(eq(companies.id, request.companyId));
  if (!company) return;
  // A demo site's sample accounts are shared by every visitor: nobody may take one over.
  if (request.demoMode && isSampleAccount(company, request.user.email)) return;
  const link = `${request.portalUrl}/reset-password?token=${encodeURIComponent(request.token)}`;
  const email = passwordResetEmail({ name: request.user.name, companyName: company.name, link: SECRET_LINK, portalUrl: request.portalUrl });
  await enqueueEmails(db, [{ companyId: request.companyId, kind: 'password-reset', toEmail: request.user.email, toName: request.user.name, ...email, secretValues: { link } }]);
}

/**
 * A new reset link for a user of this company, as "Forgot password?" sends one (an admin's
 * Resend): a new token kept by better-auth as the hash its reset-password endpoint looks up,
 * and the email queued the same way. Links sent before still work until their hour is up.
 */
export async function issuePasswordReset(db: Database, auth: Auth, request: Omit<ResetRequest, 'token'>): Promise<void> {
  const context = await auth.$context;
  const token = randomBytes(32).toString('base64url');
  await context.internalAdapter.createVerificationValue({
    value: request.user.id,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000),
  });
  await queuePasswordResetEmail(db, { ...request, token });
}

export function isSampleAccount(company: Parameters<typeof demoAccountsOf>[0], email: string): boolean {
  return demoAccountsOf(company).some((account) => account.email.toLowerCase() === email.toLowerCase());
}

/**
 * Whether a reset link belongs to an account of this company. A link only works on the host of
 * the company that sent it: one company's site never changes another company's password.
 * An unknown or expired token answers false too; better-auth refuses it either way.
 */
export async function resetTokenBelongsTo(auth: Auth, token: string, companyId: string): Promise<boolean> {
  const context = await auth.$context;
  // findVerificationValue hashes the identifier as the reset-password override says.
  const verification = await context.internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification) return false;
  const user = (await context.internalAdapter.findUserById(verification.value)) as { companyId?: unknown } | null;
  return user?.companyId === companyId;
}
