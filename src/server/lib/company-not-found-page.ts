import { companyStatusPage } from './company-status-page';

/** Served for hosts that name no company: nobody else's site, no app shell. */
export function companyNotFoundPage(): string {
  return companyStatusPage(
    'Company not found',
    'There is no garden-building company at this address. Please check the link you were given, or contact the company you are working with.',
  );
}
