import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** A UK company's customers mostly read in UK time: the zone when the browser has not said its own. */
const UK_TIME = 'Europe/London';

/**
 * The visitor's time zone, from the cookie public/theme-init.js sets on every page; null when it
 * is missing or names no zone this server knows.
 */
export function visitorTimeZone(c: Context): string | null {
  const zone = getCookie(c, 'tz');
  if (!zone || zone.length > 64) return null;
  let known = checkedZones.get(zone);
  if (known === undefined) {
    known = isTimeZone(zone);
    // Bounded, as any value may be sent (and a zone spelt in any case).
    if (checkedZones.size >= CHECKED_ZONES_MAX) checkedZones.clear();
    checkedZones.set(zone, known);
  }
  return known ? zone : null;
}

/**
 * Each value is checked once: building a formatter to check it costs more than answering a page
 * from memory.
 */
const CHECKED_ZONES_MAX = 1_000;
const checkedZones = new Map<string, boolean>();

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The time zone a page rendered on the server writes times in: the visitor's, or UK time. */
export function displayTimeZone(c: Context): string {
  return visitorTimeZone(c) ?? UK_TIME;
}
