import type { AppConfig } from '../config';

/** What a company's origin is made of, from the configuration alone. */
export type OriginSettings = Pick<AppConfig, 'isProduction' | 'appDomain' | 'publicPort'>;

/**
 * The one origin of a company, from configuration and never from the request: every link the app
 * writes (emails, the contract certificate, canonical links, the sitemap and robots.txt) starts
 * with it, so a request with a forged Host or X-Forwarded-Host cannot put an address of the
 * caller's choosing into a genuine email. `https://acme.arbour.app` in production;
 * `http://acme.localhost:3000` elsewhere, the port being the one a developer opens (PUBLIC_PORT,
 * else PORT). A demo copy answers to its demo company's subdomain, so it links there too.
 *
 * Companies have no domain of their own yet; when they do, this is the one place to prefer it.
 */
export function companyOrigin(settings: OriginSettings, company: { subdomain: string }): string {
  const scheme = settings.isProduction ? 'https' : 'http';
  const defaultPort = scheme === 'https' ? 443 : 80;
  const port = settings.publicPort && settings.publicPort !== defaultPort ? `:${settings.publicPort}` : '';
  return `${scheme}://${company.subdomain}.${settings.appDomain}${port}`;
}
