import { companyStatusPage, escapeHtml } from './company-status-page';

/**
 * Served for a company that has been deactivated: its customers learn the site is off on
 * purpose (not that the address is wrong), and whom to turn to.
 */
export function companyOfflinePage(companyName: string): string {
  const name = escapeHtml(companyName);
  return companyStatusPage(
    `${name} is offline`,
    `The ${name} site and customer portal are offline at the moment. If you are working with ${name}, please contact them directly.`,
  );
}
