import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseCookies } from '../lib/cookies';

/**
 * The browser's own copy of a demo company, named in a cookie so the customer and the staff quick
 * access of one browser share it. The value is the copy's id and an HMAC of it with the auth
 * secret: a visitor cannot name another visitor's copy, because they cannot sign its id.
 */
export const DEMO_COPY_COOKIE = 'arbour_demo_copy';

/** A day: copies older than that may be removed, and a browser then gets a new one. */
export const DEMO_COPY_MAX_AGE_SECONDS = 24 * 60 * 60;

function signature(copyId: string, secret: string): string {
  return createHmac('sha256', secret).update(`demo-copy:${copyId}`).digest('base64url');
}

export function demoCopyCookieValue(copyId: string, secret: string): string {
  return `${copyId}.${signature(copyId, secret)}`;
}

/** The copy id a cookie value names, or undefined when its signature is not ours. */
export function demoCopyIdFrom(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const copyId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(signature(copyId, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? copyId : undefined;
}

export function demoCopySetCookie(copyId: string, secret: string, options: { secure: boolean }): string {
  const attributes = [`Max-Age=${DEMO_COPY_MAX_AGE_SECONDS}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', ...(options.secure ? ['Secure'] : [])];
  return `${DEMO_COPY_COOKIE}=${demoCopyCookieValue(copyId, secret)}; ${attributes.join('; ')}`;
}

/**
 * Just the copy cookie of a Cookie header (`arbour_demo_copy=…`), or undefined: what a page
 * rendered on the server for a signed-out visitor passes on to its API reads, so it shows the
 * visitor's copy as their browser's own calls will.
 */
export function demoCopyCookieOf(cookieHeader: string | null): string | undefined {
  const value = cookieHeader ? parseCookies(cookieHeader).get(DEMO_COPY_COOKIE) : undefined;
  return value ? `${DEMO_COPY_COOKIE}=${value}` : undefined;
}
