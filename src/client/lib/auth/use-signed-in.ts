import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from './get-me';

/**
 * Whether the page came with a session cookie, as the server notes in a public page's head
 * (src/server/pages/page-response.ts). In development (and the client's tests, which have no head) it
 * always asks.
 */
const mayBeSignedIn = import.meta.env.DEV || (typeof document !== 'undefined' && document.querySelector('meta[name="arbour-session"]') !== null);

/**
 * Whether someone is signed in, for the public site's header and drawer. Asks GET /api/me only
 * when a session may exist, so an anonymous visit makes no call that can only fail; a sign-in or
 * sign-out on this page updates the same cached answer.
 */
export function useSignedIn(): boolean {
  const { data } = useQuery({ ...meQueryOptions(), enabled: mayBeSignedIn });
  return Boolean(data);
}
