import type { CompanyRow } from '../../../db/schema/companies';
import { logoUrlFor, storedLogo } from '../../company-settings';

/** What an email needs of its company to look like it: the name, the logo, the colours. */
export interface EmailBrand {
  name: string;
  /** An absolute address (a mail program has no page to resolve a path against), or null: the name is the wordmark. */
  logoUrl: string | null;
  /** The company's primary colour, for the button and the header's band. */
  primary: string;
  /** Readable on the primary colour: the button's words. */
  onPrimary: string;
  /** The primary colour, darkened until it reads on white (the wordmark, links). */
  accentOnLight: string;
  /** The primary colour, lightened until it reads on the dark-mode background. */
  accentOnDark: string;
  secondary: string;
}

const DEFAULT_PRIMARY = '#1f6f4a';
const DEFAULT_SECONDARY = '#c8a45c';
const HEX = /^#[0-9a-f]{6}$/i;

/** The dark-mode card colour the accents are measured against (also used by the layout). */
export const DARK_CARD = '#1e1f22';
export const LIGHT_CARD = '#ffffff';

/**
 * The company's brand for an email sent from `portalUrl` (its own origin, from configuration):
 * an uploaded logo is served there; a logo address in `logo_url` is used when it is absolute
 * https (or a path, put under the origin).
 */
export function emailBrand(company: Pick<CompanyRow, 'name' | 'logoUrl' | 'primaryColor' | 'secondaryColor' | 'settings'> & { demoOf?: string | null }, portalUrl: string | null): EmailBrand {
  const primary = HEX.test(company.primaryColor) ? company.primaryColor.toLowerCase() : DEFAULT_PRIMARY;
  const secondary = HEX.test(company.secondaryColor) ? company.secondaryColor.toLowerCase() : DEFAULT_SECONDARY;
  return {
    name: company.name,
    logoUrl: logoAddress(company, portalUrl),
    primary,
    onPrimary: contrast(primary, '#ffffff') >= 4.5 ? '#ffffff' : '#000000',
    accentOnLight: towards(primary, '#000000', LIGHT_CARD, 4.5),
    accentOnDark: towards(primary, '#ffffff', DARK_CARD, 4.5),
    secondary,
  };
}

function logoAddress(company: Pick<CompanyRow, 'logoUrl' | 'settings'> & { demoOf?: string | null }, portalUrl: string | null): string | null {
  const uploaded = storedLogo(company.settings);
  // A demo visitor's copy serves its logo only to that visitor's browser (by its cookie): a mail
  // program would get the demo company's instead, so the copy's emails show its name.
  if (uploaded) return portalUrl && !company.demoOf ? `${portalUrl}${logoUrlFor(uploaded)}` : null;
  const configured = company.logoUrl?.trim();
  if (!configured) return null;
  if (/^https:\/\/[^\s"'<>]+$/i.test(configured)) return configured;
  if (portalUrl && /^\/[^/\s"'<>][^\s"'<>]*$/.test(configured)) return `${portalUrl}${configured}`;
  return null;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return `#${a.map((c, i) => Math.round(c + (b[i]! - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

/** `colour` moved towards `target` in small steps until it reaches `ratio` against `background`. */
function towards(colour: string, target: string, background: string, ratio: number): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(colour, target, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return target;
}
