import type { Context } from 'hono';
import { PUBLIC_PAGE_PATHS } from '../../shared/site-pages';
import type { AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
// The same functions GET /api/company and GET /api/site-content answer with, so the inlined
// copy is exactly what the client would otherwise fetch.
import { getSiteContent } from '../features/site-content/site-content.service';
import { toCompanyBranding } from '../features/tenants/tenants.service';
import { renderPageHead } from './page-head';
import { pagePreloadLinks } from './page-preloads';
import { tenantOrigin } from './tenant-origin';
import type { ViteManifest } from './vite-manifest';

const PUBLIC_PATHS = new Set<string>(PUBLIC_PAGE_PATHS);

/** The head for this request's page: the full public head, or a plain noindex one for everything else. */
export async function spaPageHead(c: Context<AppEnv>, db: Database, config: AppConfig, manifest: ViteManifest | null): Promise<string> {
  const tenant = c.get('tenant');
  const company = toCompanyBranding(tenant);
  const origin = tenantOrigin(c, config, tenant.subdomain);
  const path = normalisePath(c.req.path);
  if (!PUBLIC_PATHS.has(path)) return renderPageHead({ kind: 'private', path, origin, company });
  const content = await getSiteContent(db, tenant, c.get('log'));
  const preloads = manifest ? pagePreloadLinks(manifest, path) : [];
  return [renderPageHead({ kind: 'public', path, origin, company, content }), ...preloads].join('\n    ');
}

/** `/pricing/` is the same page as `/pricing`, and its canonical link says so. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
