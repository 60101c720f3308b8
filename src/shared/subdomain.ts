import { NON_TENANT_LABELS } from './constants/product';

/**
 * Labels no company may take: hosts we serve ourselves or may want to (api, mail, status…),
 * and the labels the tenant middleware already sends to the default company, which a company
 * of that name could never reach.
 */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  ...NON_TENANT_LABELS,
  'api',
  'admin',
  'app',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'static',
  'assets',
  'cdn',
  'media',
  'files',
  'status',
  'help',
  'support',
  'docs',
  'blog',
  'auth',
  'login',
  'signin',
  'account',
  'accounts',
  'billing',
  'dashboard',
  'portal',
  'staging',
  'dev',
  'test',
  'ns1',
  'ns2',
];

/** Why `label` cannot be a company's subdomain, or null when it can (DNS label rules, RFC 1035, lower case only). */
export function subdomainProblem(label: string): string | null {
  if (label.length === 0) return 'Enter a subdomain.';
  if (label.length > 63) return 'A subdomain is at most 63 characters.';
  if (!/^[a-z0-9-]+$/.test(label)) return 'Use only lower-case letters a–z, digits and hyphens.';
  if (label.startsWith('-') || label.endsWith('-')) return 'A subdomain cannot start or end with a hyphen.';
  // "xn--" labels are punycode for international names, which would show as something else in a browser.
  if (/^..--/.test(label)) return 'A subdomain cannot have hyphens in its third and fourth places.';
  if (RESERVED_SUBDOMAINS.includes(label)) return `"${label}" is reserved.`;
  return null;
}
