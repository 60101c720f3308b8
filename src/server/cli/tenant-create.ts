import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { subdomainProblem } from '../../shared/subdomain';
import { publicPortOf } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { companies, type CompanyRow } from '../db/schema/companies';
import type { Env } from '../env';
import { companyOrigin } from '../lib/company-origin';
import { isUniqueViolation } from '../lib/db-errors';
import { insertDefaultChecklistTemplate } from '../features/checklist/checklist-template.service';
import { issueInvitation } from '../features/invitations/invitations.service';

export const zTenantCreate = z.object({
  subdomain: z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = subdomainProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  name: z.string().trim().min(1, 'Give the company a name').max(120, 'Keep the company name under 120 characters'),
  adminEmail: z.string().trim().toLowerCase().pipe(z.email('The admin email is not a valid email address')),
  adminName: z.string().trim().min(1).max(120, 'Keep the admin name under 120 characters').optional(),
});
export type TenantCreate = z.input<typeof zTenantCreate>;

/** A refusal worth telling the operator as it is (bad input, a name taken); anything else is a bug. */
export class TenantCreateError extends Error {}

export interface CreatedTenant {
  company: CompanyRow;
  adminId: string;
  invitationLink: string;
  invitationExpiresAt: Date;
}

/**
 * A new company, ready to use: its default checklist template and its first admin, who
 * gets an invitation (the email goes to the outbox; the link is returned for the operator).
 * One transaction, so a refusal half-way leaves nothing behind.
 */
export async function createTenant(db: Database, raw: TenantCreate, options: { portalUrl: (subdomain: string) => string }): Promise<CreatedTenant> {
  const parsed = zTenantCreate.safeParse(raw);
  if (!parsed.success) throw new TenantCreateError(parsed.error.issues.map((i) => `${String(i.path[0] ?? 'input')}: ${i.message}`).join('\n'));
  const input = parsed.data;
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx.insert(companies).values({ name: input.name, subdomain: input.subdomain }).returning();
      await insertDefaultChecklistTemplate(tx, company!.id);
      const [admin] = await tx
        .insert(users)
        // No password until they follow the link; onboarding is the customers' journey, so no first-login flag.
        .values({ id: `user-${randomUUID()}`, companyId: company!.id, email: input.adminEmail, name: input.adminName ?? input.adminEmail.split('@')[0]!, role: 'admin', isFirstLogin: false })
        .returning();
      const invitation = await issueInvitation(tx, { tenant: company!, invitee: { ...admin!, role: 'admin' }, createdBy: null, portalUrl: options.portalUrl(company!.subdomain) });
      return { company: company!, adminId: admin!.id, invitationLink: invitation.link, invitationExpiresAt: invitation.expiresAt };
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const cause = String((error as { constraint?: string; cause?: { constraint?: string } }).cause?.constraint ?? (error as { constraint?: string }).constraint ?? '');
    throw new TenantCreateError(cause.includes('subdomain') ? `subdomain: "${input.subdomain}" is taken by another company.` : `adminEmail: ${input.adminEmail} already has an account.`);
  }
}

/** Where a company's site is, as the server links to it: `https://x.arbour.app`, or `http://x.localhost:3000` in development. */
export function tenantOrigin(subdomain: string, env: Pick<Env, 'NODE_ENV' | 'APP_DOMAIN' | 'PORT' | 'PUBLIC_PORT'>): string {
  return companyOrigin({ isProduction: env.NODE_ENV === 'production', appDomain: env.APP_DOMAIN, publicPort: publicPortOf(env) }, { subdomain });
}
