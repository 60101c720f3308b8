// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { brandPalette, contrastRatio, DARK_SURFACES, LIGHT_SURFACES } from './color';

// Seeded tenants' colours and a few awkward ones a company might pick.
const COLOURS = ['#1f6f4a', '#1d4f91', '#a8742c', '#f0e68c', '#ffffff', '#000000', '#ff00ff', '#777777'];

describe('brandPalette', () => {
  it.each(COLOURS)('keeps text drawn from %s readable (WCAG AA)', (primary) => {
    const p = brandPalette(primary);
    expect(contrastRatio(p['--primary-fg']!, primary)).toBeGreaterThanOrEqual(4.5);
    for (const surface of [...LIGHT_SURFACES, p['--brand-subtle-light']!]) {
      expect(contrastRatio(p['--brand-ink-light']!, surface)).toBeGreaterThanOrEqual(4.5);
    }
    for (const surface of [...DARK_SURFACES, p['--brand-subtle-dark']!]) {
      expect(contrastRatio(p['--brand-ink-dark']!, surface)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio('#ffffff', p['--hero-from']!)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio('#ffffff', p['--hero-to']!)).toBeGreaterThanOrEqual(7);
  });
});
