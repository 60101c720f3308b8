/**
 * Tenants choose their own brand colours, so everything drawn from them
 * (button text, link colour, the hero) is derived here to stay readable
 * (WCAG AA) whatever colour a company picks.
 */
type Rgb = [number, number, number];

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/** Theme surfaces that brand-coloured text must read on (see styles.css). */
export const LIGHT_SURFACES = ['#ffffff', '#f6f5f0', '#efeee7'];
export const DARK_SURFACES = ['#0e1512', '#151f1a', '#1b2520'];
const DARK_SURFACE: Rgb = [21, 31, 26];

function toRgb(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(hex: string, towards: Rgb, amount: number): string {
  const from = toRgb(hex);
  return toHex(from.map((c, i) => c + ((towards[i] ?? 0) - c) * amount) as Rgb);
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = toRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** White or black, whichever reads better on `hex` (one of them always reaches 4.5:1). */
export function readableTextOn(hex: string): '#ffffff' | '#000000' {
  return contrastRatio(hex, '#ffffff') >= contrastRatio(hex, '#000000') ? '#ffffff' : '#000000';
}

/** `hex` moved towards `towards` just far enough to reach `ratio` against every one of `against`. */
function shiftUntilReadable(hex: string, towards: Rgb, against: string[], ratio: number): string {
  for (let step = 0; step <= 40; step++) {
    const candidate = mix(hex, towards, step / 40);
    if (against.every((bg) => contrastRatio(candidate, bg) >= ratio)) return candidate;
  }
  return toHex(towards);
}

/** The CSS variables styles.css reads for a brand colour. */
export function brandPalette(primary: string): Record<string, string> {
  const subtleLight = mix(primary, WHITE, 0.88);
  const subtleDark = mix(primary, DARK_SURFACE, 0.75);
  return {
    '--primary-fg': readableTextOn(primary),
    '--brand-subtle-light': subtleLight,
    '--brand-subtle-dark': subtleDark,
    '--brand-ink-light': shiftUntilReadable(primary, BLACK, [...LIGHT_SURFACES, subtleLight], 4.6),
    '--brand-ink-dark': shiftUntilReadable(primary, WHITE, [...DARK_SURFACES, subtleDark], 4.6),
    // White text sits on the hero gradient, so both of its stops stay dark.
    '--hero-from': shiftUntilReadable(mix(primary, BLACK, 0.55), BLACK, ['#ffffff'], 12),
    '--hero-to': shiftUntilReadable(mix(primary, BLACK, 0.25), BLACK, ['#ffffff'], 7),
  };
}
