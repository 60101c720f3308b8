import { isIP } from 'node:net';
import { NON_TENANT_LABELS } from '../../shared/constants/product';
import type { AppConfig } from '../config';

/** The host a request was sent to: the proxy's report of it when we sit behind one. */
export function requestHost(headers: Headers, config: Pick<AppConfig, 'trustProxy'>): string | undefined {
  return (config.trustProxy ? headers.get('x-forwarded-host') : null) ?? headers.get('host') ?? undefined;
}

/** What decides which hosts name a company: a slice of the app's configuration. */
export interface HostRules {
  appDomain: string;
  defaultTenant: string;
  isProduction: boolean;
  demoMode: boolean;
}

/**
 * Which company a Host header names: its first label (`acme.arbour.app` → `acme`). The bare app
 * domain, `www` and the product's own name serve the default company. Hosts outside the app
 * domain name no company, so a stranger's domain pointed at us cannot borrow a tenant.
 *
 * Development also serves `localhost`, `<company>.localhost` and IP literals (the default company),
 * which is what a developer opens. In production an IP literal or a missing Host names no company:
 * it would otherwise reach the default company on an address nobody configured, and any address
 * it wrote into a link would be the caller's choice. `.localhost` names count there only in demo
 * mode (or when the app domain is `localhost` itself).
 */
export function tenantSubdomainFromHost(hostHeader: string | undefined, rules: HostRules): string | null {
  const fallback = rules.isProduction ? null : rules.defaultTenant;
  if (!hostHeader) return fallback;
  const hostname = stripPort(hostHeader.trim().toLowerCase()).replace(/\.$/, '');
  if (!hostname) return fallback;
  if (isIP(hostname)) return fallback;
  if (hostname === rules.appDomain) return rules.defaultTenant;
  const localNames = countsLocalNames(rules);
  if (hostname === 'localhost') return localNames ? rules.defaultTenant : null;

  const suffixes = [`.${rules.appDomain}`, ...(localNames ? ['.localhost'] : [])];
  const suffix = suffixes.find((s) => hostname.endsWith(s));
  if (!suffix) return null;
  const label = hostname.slice(0, -suffix.length).split('.')[0] ?? '';
  if (!label) return rules.defaultTenant;
  if ((NON_TENANT_LABELS as readonly string[]).includes(label)) return rules.defaultTenant;
  return label;
}

/**
 * The host names above as wildcard patterns, with and without a port (better-auth's
 * `baseURL.allowedHosts`). IP literals are left out: in development they are the default
 * company, whose configured origin better-auth falls back to.
 */
export function companyHostPatterns(rules: HostRules): string[] {
  const names = [rules.appDomain, `*.${rules.appDomain}`, ...(countsLocalNames(rules) ? ['localhost', '*.localhost'] : [])];
  return [...new Set(names)].flatMap((name) => [name, `${name}:*`]);
}

function countsLocalNames(rules: HostRules): boolean {
  return !rules.isProduction || rules.demoMode;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}
