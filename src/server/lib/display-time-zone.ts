import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** A UK company's customers mostly read in UK time: the zone when the browser has not said its own. */
const UK_TIME = 'Europe/London';

/**
 * The time zone a page rendered on the server writes times in: the visitor's, from the cookie
 * public/theme-init.js sets, so the HTML says what the browser would have; UK time when it is
 * missing or names no zone this server knows.
 */
export function displayTimeZone(c: Context): string {
  const zone = getCookie(c, 'tz');
  if (!zone || zone.length > 64) return UK_TIME;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone;
  } catch {
    return UK_TIME;
  }
}
