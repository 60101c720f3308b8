import { hashPassword } from '../../auth/password';
import type { Role } from '../../../shared/constants/roles';
import { INVITATION_TTL_DAYS } from '../../../shared/constants/operations';
import { AppError } from '../../../shared/errors';
import type { AcceptInvitation, InvitationAccepted, InvitationDetails } from '../../../shared/schemas/invitations';
import type { Database, Transaction } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { enqueueEmails } from '../../lib/email/email-outbox';
import { SECRET_LINK } from '../../lib/email/email-secrets';
import { invitationEmail } from './invitation-email';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { claimInvitation, expirePendingInvitations, findInvitation, insertInvitation, setCredentialPassword } from './invitations.queries';

const DAY_MS = 86_400_000;

export interface Invitee {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export interface IssuedInvitation {
  /** The secret itself: only in the email (and the CLI's output); stored only until the email is sent. */
  token: string;
  link: string;
  expiresAt: Date;
}

/**
 * A new one-time link for `invitee`, in the caller's transaction: any link sent before stops
 * working, and the email goes to the outbox so it is sent only if the change commits.
 * Callers check who may invite whom.
 */
export async function issueInvitation(
  tx: Transaction | Database,
  input: { tenant: CompanyRow; invitee: Invitee; createdBy: string | null; portalUrl: string; now?: Date },
): Promise<IssuedInvitation> {
  const now = input.now ?? new Date();
  const { token, tokenHash } = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS);
  await expirePendingInvitations(tx, { companyId: input.tenant.id, userId: input.invitee.id, now });
  await insertInvitation(tx, { companyId: input.tenant.id, userId: input.invitee.id, tokenHash, expiresAt, createdBy: input.createdBy });
  const link = `${input.portalUrl}/invitations/${token}`;
  // The stored email holds a placeholder; the link is kept apart until the email is sent.
  const email = invitationEmail({ name: input.invitee.name, role: input.invitee.role, companyName: input.tenant.name, link: SECRET_LINK, expiresAt, portalUrl: input.portalUrl });
  await enqueueEmails(tx, [{ companyId: input.tenant.id, kind: 'invitation', toEmail: input.invitee.email, toName: input.invitee.name, ...email, secretValues: { link } }]);
  return { token, link, expiresAt };
}

type Found = NonNullable<Awaited<ReturnType<typeof findInvitation>>>;

/** Unknown links read as 404; used or lapsed ones as 410, with what to do next. */
function refuseUnusable(found: Found | undefined, now: Date): Found {
  if (!found) throw new AppError('NOT_FOUND', 'This invitation link is not valid. Check that you opened the whole link from the email.');
  if (found.acceptedAt) throw new AppError('GONE', 'This invitation has already been used. Sign in with the password you chose, or ask the team for a new link.');
  if (found.expiresAt <= now) throw new AppError('GONE', 'This invitation link has expired. Ask the team to send you a new one.');
  return found;
}

/** Public: whom a link greets, before they choose a password. */
export async function getInvitation(db: Database, tenant: CompanyRow, token: string): Promise<InvitationDetails> {
  const found = refuseUnusable(await findInvitation(db, tenant.id, hashInvitationToken(token)), new Date());
  return { name: found.name, email: found.email, companyName: tenant.name };
}

/**
 * Public: sets the password and uses the link up, in one transaction. The claim is a
 * conditional update, so a link clicked twice at once sets one password.
 */
export async function acceptInvitation(db: Database, tenant: CompanyRow, token: string, input: AcceptInvitation): Promise<InvitationAccepted> {
  const tokenHash = hashInvitationToken(token);
  const now = new Date();
  // Checked before hashing: Argon2id is slow on purpose, and a dead link should not cost it.
  refuseUnusable(await findInvitation(db, tenant.id, tokenHash), now);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const claimed = await claimInvitation(tx, { companyId: tenant.id, tokenHash, now });
    if (!claimed) {
      refuseUnusable(await findInvitation(tx, tenant.id, tokenHash), now);
      // Lapsed between the check and the claim.
      throw new AppError('GONE', 'This invitation link has expired. Ask the team to send you a new one.');
    }
    const user = await setCredentialPassword(tx, { companyId: tenant.id, userId: claimed.userId, passwordHash, now });
    return { email: user.email };
  });
}
