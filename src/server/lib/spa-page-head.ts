/**
 * Written into a page when the request carried a session cookie (better-auth's `session_token`,
 * `__Secure-` prefixed over https). The public header then asks who is signed in; without it an
 * anonymous visitor's page makes no call that can only answer 401. A hint, never trusted: the API
 * decides, and an expired session simply reads as signed out.
 */
export const SESSION_HINT_META = '<meta name="arbour-session" content="present" />';

export function hasSessionCookie(cookieHeader: string | undefined | null): boolean {
  return /(?:^|;\s*)(?:__Secure-)?[\w.-]*session_token=/.test(cookieHeader ?? '');
}

/** `/pricing/` is the same page as `/pricing`, and its canonical link says so. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
