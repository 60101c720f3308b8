import type { Context } from 'hono';
import { AppError } from '../../../shared/errors';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../auth/middleware';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import { jsonContent, zErrorBody } from '../../lib/openapi';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';

/**
 * The public forms (contact, quote request, demo) share one allowance per address and company.
 * The default, ten an hour, is far more than a person sends and leaves room for an office
 * behind one address (LEAD_FORMS_PER_HOUR).
 */
function leadFormLimit(perHour: number): RateLimitRule {
  return { name: 'lead-forms', max: perHour, windowSeconds: 60 * 60 };
}

/**
 * The emails the forms send to the addresses they name, one company's in all, whoever sends
 * them: spread over many addresses, the per-address allowance alone would still let a form
 * email any number of strangers in the company's name (LEAD_ACKNOWLEDGEMENTS_PER_HOUR).
 */
function acknowledgementLimit(perHour: number): RateLimitRule {
  return { name: 'lead-acknowledgements', max: perHour, windowSeconds: 60 * 60 };
}

/** What the public routes learn about the caller, for the limits and the emails' links. */
export interface VisitorContext {
  clientIp: string;
  portalUrl: string;
  formsPerHour: number;
  acknowledgementsPerHour: number;
}

/** The caller's address (for the forms' allowance) and the origin the emails link to. */
export function visitorOf(c: Context<AppEnv>, config: AppConfig): VisitorContext {
  return {
    clientIp: clientIp(c, config),
    portalUrl: c.get('portalUrl'),
    formsPerHour: config.leadFormsPerHour,
    acknowledgementsPerHour: config.leadAcknowledgementsPerHour,
  };
}

/** The public forms' extra answer in the OpenAPI document. */
export const rateLimited = { 429: jsonContent(zErrorBody, 'Too many forms sent from this address lately') };

/** The honeypot was filled in: a person never sees that field, so this is a bot. */
export function isHoneypotFilled(website: string | undefined): boolean {
  return typeof website === 'string' && website.trim() !== '';
}

/** Counts this submission against the address's allowance; 429 once it is used up. */
export async function admitLeadForm(db: Database, tenant: CompanyRow, visitor: VisitorContext): Promise<void> {
  const result = await hitRateLimit(db, leadFormLimit(visitor.formsPerHour), `${tenant.id}:${visitor.clientIp}`);
  if (result.allowed) return;
  const minutes = Math.max(1, Math.ceil(result.retryAfterSeconds / 60));
  throw new AppError(
    'RATE_LIMITED',
    `We have received several messages from you in the last hour. Please try again in ${minutes === 1 ? 'a minute' : `${minutes} minutes`}.`,
  );
}

/**
 * Counts one email to the address a form named against the company's hourly allowance, and
 * says whether it may go. Past it the form is still taken and staff still told: only the
 * visitor's email is not sent.
 */
export async function mayAcknowledge(db: Database, tenant: CompanyRow, visitor: VisitorContext): Promise<boolean> {
  return (await hitRateLimit(db, acknowledgementLimit(visitor.acknowledgementsPerHour), tenant.id)).allowed;
}
