import { zSiteContent, type SiteContent } from '../../../shared/schemas/site-content';
import type { Actor } from '../../app-env';
import { requirePermission } from '../../auth/permissions';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/companies';
import type { Logger } from '../../lib/logger';
import { defaultSiteContent } from './default-site-content';
import { findSiteContent, upsertSiteContent } from './site-content.queries';

/**
 * The public site's content for this company. Anyone may read it: it is what the marketing
 * pages show. A stored document that no longer passes the schema (written before a rule
 * tightened, or edited by hand) is logged and replaced by the default rather than breaking
 * every public page.
 */
export async function getSiteContent(db: Database, tenant: CompanyRow, log?: Logger): Promise<SiteContent> {
  const stored = await findSiteContent(db, tenant.id);
  if (stored === undefined) return defaultSiteContent(tenant.name);
  const parsed = zSiteContent.safeParse(stored);
  if (parsed.success) return parsed.data;
  log?.warn({ companyId: tenant.id, issues: parsed.error.issues.slice(0, 5) }, 'stored site content is invalid; serving the default');
  return defaultSiteContent(tenant.name);
}

/**
 * Only an admin rewrites the public site: it carries the company's prices and promises.
 * The whole document is replaced, already validated by the route.
 */
export async function updateSiteContent(db: Database, actor: Actor | null, tenant: CompanyRow, input: SiteContent): Promise<SiteContent> {
  const admin = requirePermission(actor, 'site-content:edit');
  await upsertSiteContent(db, tenant.id, input, admin.userId);
  return input;
}
