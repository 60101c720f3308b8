import { paths } from './paths';

/** Paths that belong to the signed-in portal: the public site header is hidden on them. */
export const PORTAL_PATH_PREFIXES = [
  paths.dashboard,
  paths.messages,
  paths.support,
  paths.contracts,
  paths.customers,
  paths.scheduling,
  paths.leads,
  paths.reports,
  paths.welcome,
  paths.onboarding,
  paths.emails,
  paths.settings,
] as const;

/**
 * True for a portal path or anything below it. Matching whole segments keeps
 * an unrelated path such as /dashboards on the public site.
 */
export function isPortalPath(pathname: string): boolean {
  return PORTAL_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
