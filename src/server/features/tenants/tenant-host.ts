import { isIP } from 'node:net';
import { NON_TENANT_LABELS } from '../../../shared/constants/product';

/**
 * Which company a Host header names: its first label (`acme.arbour.app` → `acme`).
 * Loopback addresses, the bare app domain, `www` and the product's own name
 * serve the default company. Hosts outside the app domain name no company, so a
 * stranger's domain pointed at us cannot borrow a tenant.
 */
export function tenantSubdomainFromHost(
  hostHeader: string | undefined,
  options: { appDomain: string; defaultTenant: string },
): string | null {
  if (!hostHeader) return options.defaultTenant;
  const hostname = stripPort(hostHeader.trim().toLowerCase()).replace(/\.$/, '');
  if (!hostname) return options.defaultTenant;
  if (isIP(hostname) || hostname === 'localhost' || hostname === options.appDomain) return options.defaultTenant;

  const suffixes = [`.${options.appDomain}`, '.localhost'];
  const suffix = suffixes.find((s) => hostname.endsWith(s));
  if (!suffix) return null;
  const label = hostname.slice(0, -suffix.length).split('.')[0] ?? '';
  if (!label) return options.defaultTenant;
  if ((NON_TENANT_LABELS as readonly string[]).includes(label)) return options.defaultTenant;
  return label;
}

function stripPort(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon > -1 && host.indexOf(':') === colon ? host.slice(0, colon) : host;
}
