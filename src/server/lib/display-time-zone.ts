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
  if (knownZones.has(zone)) return zone;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
  } catch {
    return null;
  }
  // A zone is checked once: building a formatter costs more than answering a page from memory.
  // Bounded, as the same zone may be spelt in any case.
  if (knownZones.size < KNOWN_ZONES_MAX) knownZones.add(zone);
  return zone;
}

const KNOWN_ZONES_MAX = 1_000;
const knownZones = new Set<string>();

/** The time zone a page rendered on the server writes times in: the visitor's, or UK time. */
export function displayTimeZone(c: Context): string {
  return visitorTimeZone(c) ?? UK_TIME;
}
