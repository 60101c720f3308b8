// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// public/theme-init.js runs before the app, so it is plain JS tested by running it.
const script = readFileSync(path.resolve(process.cwd(), 'public/theme-init.js'), 'utf8');
const run = () => new Function(script)();

function prefersDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark') }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = '';
});

describe('theme-init.js', () => {
  it('follows the system when nothing is stored', () => {
    prefersDark(true);
    run();
    expect(document.documentElement.className).toBe('dark');
    prefersDark(false);
    run();
    expect(document.documentElement.className).toBe('light');
  });

  it('applies a stored choice over the system preference', () => {
    prefersDark(true);
    localStorage.setItem('theme', 'light');
    run();
    expect(document.documentElement.className).toBe('light');
    prefersDark(false);
    localStorage.setItem('theme', 'dark');
    run();
    expect(document.documentElement.className).toBe('dark');
  });

  it('treats an unknown stored value as system', () => {
    prefersDark(true);
    localStorage.setItem('theme', 'sepia');
    run();
    expect(document.documentElement.className).toBe('dark');
  });

  it('turns motion off before the app runs when animations are off or motion is reduced', () => {
    prefersDark(false);
    run();
    expect(document.documentElement.dataset.motion).toBe('on');
    localStorage.setItem('animationsEnabled', 'false');
    run();
    expect(document.documentElement.dataset.motion).toBe('off');
    localStorage.clear();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    run();
    expect(document.documentElement.dataset.motion).toBe('off');
    localStorage.setItem('reduceMotion', 'false');
    localStorage.setItem('animationSpeed', 'slow');
    run();
    expect(document.documentElement.dataset.motion).toBe('on');
    expect(document.documentElement.dataset.animationSpeed).toBe('slow');
  });

  it("tells the server the reader's time zone, for the times on a page it renders", () => {
    prefersDark(false);
    run();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(document.cookie).toContain(`tz=${encodeURIComponent(zone)}`);
  });
});
