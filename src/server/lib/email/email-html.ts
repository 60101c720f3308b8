import { inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { emailBrand } from './templates/email-brand';
import { contentFromText, type EmailContent } from './templates/email-content';
import { renderEmailHtml } from './templates/render-email';

type Brandable = Pick<CompanyRow, 'id' | 'name' | 'subdomain' | 'logoUrl' | 'primaryColor' | 'secondaryColor' | 'settings' | 'demoOf'>;

export interface HtmlSource {
  companyId: string;
  subject: string;
  textBody: string;
  content?: EmailContent | null;
  portalUrl?: string | null;
}

/**
 * The company's origin for an email's logo: the one its sender gave, else that of the email's main
 * link (built from the company's origin, as every link an email carries is; never an address
 * someone typed), else that of a link in its text on the company's own host, else none, and the
 * company's name stands in for the logo.
 */
export function emailOrigin(email: Pick<HtmlSource, 'textBody' | 'portalUrl' | 'content'>, company: Pick<CompanyRow, 'subdomain'>): string | null {
  if (email.portalUrl) return email.portalUrl;
  const action = email.content?.blocks.find((block) => block.kind === 'action' && /^https?:\/\//.test(block.url));
  if (action?.kind === 'action') return new URL(action.url).origin;
  for (const [address] of email.textBody.matchAll(/https?:\/\/[^\s/?#"<>]+/g)) {
    const url = URL.parse(address);
    if (url && url.hostname.startsWith(`${company.subdomain}.`)) return url.origin;
  }
  return null;
}

/** The HTML part of an email for its company: from its parts when it has them, else from its text's paragraphs. */
export function htmlFor(email: HtmlSource, company: Brandable): Promise<string> {
  const content = email.content ?? contentFromText(email.subject, email.textBody);
  return renderEmailHtml(content, emailBrand(company, emailOrigin(email, company)));
}

/**
 * The HTML parts of emails about to be queued, each in its company's brand as it is now; null for
 * an email of no company this transaction can see (its insert then fails on the company's key).
 */
export async function htmlForEmails(tx: Transaction | Database, emails: HtmlSource[]): Promise<(string | null)[]> {
  const ids = [...new Set(emails.map((e) => e.companyId))];
  const rows = await tx
    .select({
      id: companies.id,
      name: companies.name,
      subdomain: companies.subdomain,
      logoUrl: companies.logoUrl,
      primaryColor: companies.primaryColor,
      secondaryColor: companies.secondaryColor,
      settings: companies.settings,
      demoOf: companies.demoOf,
    })
    .from(companies)
    .where(inArray(companies.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    emails.map((email) => {
      const company = byId.get(email.companyId);
      return company ? htmlFor(email, company) : null;
    }),
  );
}
