import type { Context } from 'hono';
import { requestHost } from '../auth/middleware';
import type { AppConfig } from '../config';
import { requestProtocol } from './security-headers';

/**
 * The company's own origin, for canonical links, the sitemap and robots.txt. A host that
 * already names the company (`acme.arbour.app`) is kept as it is; one that only reaches it as
 * the default (`localhost`, `www.arbour.app`, the bare domain) points at `demo.arbour.app`, so
 * search engines file every page under one address per company. The port is kept for development.
 */
export function tenantOrigin(c: Context, config: AppConfig, subdomain: string): string {
  const scheme = requestProtocol(c.req.raw, config);
  const host = (requestHost(c.req.raw.headers, config) ?? new URL(c.req.url).host).trim().toLowerCase();
  const { hostname, port } = splitHost(host);
  const ownSuffix = [`.${config.appDomain}`, '.localhost'].find((suffix) => hostname === `${subdomain}${suffix}`);
  const canonicalHost = ownSuffix ? hostname : `${subdomain}.${config.appDomain}`;
  return `${scheme}://${canonicalHost}${port ? `:${port}` : ''}`;
}

function splitHost(host: string): { hostname: string; port: string } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(host);
  return { hostname: (match?.[1] ?? host).replace(/\.$/, ''), port: match?.[2] ?? '' };
}
