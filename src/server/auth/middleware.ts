import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../../shared/errors';
import type { Actor, AppEnv } from '../app-env';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { CompanyRow } from '../db/schema/companies';
import { runAsTenant } from '../db/tenant-context';
import { errorResponse } from '../lib/http-errors';
import { companyNotFoundPage } from '../lib/company-not-found-page';
import { companyOfflinePage } from '../lib/company-offline-page';
import { batchedCompanyLookup } from '../tenancy/company-lookup-batch';
import { DEMO_COPY_COOKIE, demoCopyCookieOf, demoCopyIdFrom } from '../tenancy/demo-cookie';
import { findCompanyBySubdomain, findDemoCopy } from '../tenancy/tenant-company.queries';
import { requestHost, tenantSubdomainFromHost } from '../tenancy/tenant-host';
import type { Auth } from './auth';
import { findCompanyWithSession, sessionCookieReader, sessionReader, type SessionRead, type SessionUserRow } from './session-fast-path';

/**
 * What a page's request found, handed to the API reads it makes in process (`app.request`'s
 * environment, which no request from outside can carry): the same company and the same judged
 * session, so each read does not look them up again.
 */
export interface PageRequestTenant {
  tenant: CompanyRow;
  session: SessionRead | undefined;
  foreignSession: boolean | undefined;
}

const PAGE_REQUEST_TENANT = Symbol('page request tenant');

export function pageRequestEnv(c: Context<AppEnv>): Record<symbol, PageRequestTenant> {
  return { [PAGE_REQUEST_TENANT]: { tenant: c.get('tenant'), session: c.get('session'), foreignSession: c.get('foreignSession') } };
}

function fromPageRequest(c: Context<AppEnv>): PageRequestTenant | undefined {
  const env = c.env as Record<symbol, PageRequestTenant | undefined> | undefined;
  return env?.[PAGE_REQUEST_TENANT];
}

/**
 * Resolves the company from the Host header; no company, no service. A session cookie is read here
 * too, with the company in one statement, for the session middleware (the API) and the signed-in
 * page cache to use.
 */
export function tenantMiddleware(db: Database, config: AppConfig, auth: Auth): MiddlewareHandler<AppEnv> {
  const readCookie = sessionCookieReader(auth);
  const findCompany = batchedCompanyLookup((subdomain) => findCompanyBySubdomain(db, subdomain));
  async function companyAndSession(c: Context<AppEnv>, subdomain: string): Promise<CompanyRow | undefined> {
    // On a page too, so a signed-in visitor's page (kept in memory per visitor, lib/page-cache.ts)
    // is known to be theirs from the same one statement that finds the company.
    const readsSession = c.req.path.startsWith('/api/') || c.req.method === 'GET' || c.req.method === 'HEAD';
    const cookies = c.req.raw.headers.get('cookie');
    const cookie = readsSession ? await readCookie(cookies) : undefined;
    let company: CompanyRow | undefined;
    let user: SessionUserRow | undefined;
    if (cookie?.kind !== 'token') {
      if (cookie) c.set('session', cookie);
      company = await findCompany(subdomain);
    } else {
      const found = await findCompanyWithSession(db, subdomain, cookie.token);
      c.set('session', cookie.judge(found?.session));
      // Row-level security hides another company's session; better-auth's routes still refuse it.
      if (found?.foreignSession) c.set('foreignSession', true);
      company = found?.company;
      user = found?.session;
    }
    if (!company?.isDemo || !config.demoMode) return company;
    // A session in another company: on a demo company's host, the visitor's copy if it is one.
    if (user) return user.companyId === company.id ? company : ((await demoCopyAsTenant(company, user.companyId)) ?? company);
    // Otherwise (signed out, or a write to a page path, where the session is not read) the browser's copy if it has
    // one, so its pages and its visits to the public site (a quote request, the configurator's
    // prices) are in the copy its staff quick access sees.
    const named = demoCopyIdFrom(demoCopyCookieOf(cookies)?.slice(DEMO_COPY_COOKIE.length + 1), config.authSecret);
    if (named) return (await demoCopyAsTenant(company, named)) ?? company;
    return company;
  }
  /**
   * A demo visitor signs in to their own copy of the host's demo company: with a session there (or,
   * signed out, the cookie naming it), the copy is the request's tenant, so every query filtered by
   * company stays inside the copy. It answers to the host's name (its subdomain is the host's) and
   * is offline when the host is.
   */
  async function demoCopyAsTenant(host: CompanyRow, companyId: string): Promise<CompanyRow | undefined> {
    // Asked as the copy itself: row-level security shows a company its own row and no other.
    const copy = await findDemoCopy(db, companyId, host.id);
    return copy && { ...copy, subdomain: host.subdomain, isActive: host.isActive && copy.isActive };
  }
  return async (c, next) => {
    const page = fromPageRequest(c);
    if (page) {
      c.set('session', page.session);
      if (page.foreignSession) c.set('foreignSession', true);
      c.set('tenant', page.tenant);
      return runAsTenant(page.tenant.id, next);
    }
    const subdomain = tenantSubdomainFromHost(requestHost(c.req.raw.headers, config), config);
    const company = subdomain ? await companyAndSession(c, subdomain) : undefined;
    if (!company) {
      if (c.req.path.startsWith('/api/')) {
        return errorResponse(c, new AppError('TENANT_NOT_FOUND', 'Company not found.'));
      }
      return c.html(companyNotFoundPage(), 404);
    }
    // A deactivated company is offline, not unknown: its customers should not think the link is wrong.
    // Everything stops here, sign-in included, and nothing is cached so reactivation shows at once.
    if (!company.isActive) {
      c.header('Cache-Control', 'no-store');
      if (c.req.path.startsWith('/api/')) {
        return errorResponse(c, new AppError('COMPANY_OFFLINE', `${company.name} is offline.`));
      }
      return c.html(companyOfflinePage(company.name), 503);
    }
    c.set('tenant', company);
    // Everything after this runs for this company: each statement sets it for its own transaction,
    // and row-level security shows that company's rows and no other's (docs/security.md).
    await runAsTenant(company.id, next);
  };
}

/**
 * The signed-in user, if their session belongs to this company. The common case (a valid cookie of
 * a live session not yet due for extension) is one prepared statement (`session-fast-path.ts`);
 * anything else is better-auth's `getSession`, which extends or removes the session as it decides.
 */
export function sessionMiddleware(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  const readSession = sessionReader(auth, db);
  return async (c, next) => {
    c.set('actor', null);
    const tenant = c.get('tenant');
    let renewedCookies: string[] = [];
    const read = c.get('session') ?? (await readSession(c.req.raw.headers.get('cookie')));
    if (read.kind === 'signed-in') {
      const u = read.user;
      if (u.companyId === tenant.id) c.set('actor', toActor(u));
    } else if (read.kind === 'fallback') {
      const { headers, response: result } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
      if (result && result.user.companyId === tenant.id) {
        const u = result.user;
        c.set('actor', toActor({ userId: u.id, name: u.name, email: u.email, role: u.role as Actor['role'], companyId: u.companyId, isFirstLogin: u.isFirstLogin }));
      }
      // better-auth extends a session when due (or clears a dead one's cookie): the browser's cookie
      // must follow, or it would expire while the session it names lives on.
      renewedCookies = headers.getSetCookie();
    }
    await next();
    for (const cookie of renewedCookies) c.header('Set-Cookie', cookie, { append: true });
  };
}

function toActor(u: Omit<SessionUserRow, 'expiresAt'>): Actor {
  return { userId: u.userId, name: u.name, email: u.email, role: u.role, companyId: u.companyId, isFirstLogin: u.isFirstLogin };
}

/** The caller's address: the socket's, or the proxy's report of it when we sit behind one. */
export function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0], config: AppConfig): string {
  if (config.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
