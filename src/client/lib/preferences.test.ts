// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyThemeClass, loadPreferences, PREFERENCE_KEYS, resolveTheme, savePreference } from './preferences';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('loadPreferences', () => {
  it('uses the spec defaults when nothing is stored', () => {
    expect(loadPreferences(memoryStorage(), false)).toEqual({
      theme: 'system',
      animationsEnabled: true,
      animationSpeed: 'normal',
      reduceMotion: false,
    });
  });

  it('takes reduceMotion from the system preference until the user chooses', () => {
    expect(loadPreferences(memoryStorage(), true).reduceMotion).toBe(true);
    expect(loadPreferences(memoryStorage({ reduceMotion: 'false' }), true).reduceMotion).toBe(false);
  });

  it('reads stored values under the spec keys', () => {
    const storage = memoryStorage({ theme: 'dark', animationsEnabled: 'false', animationSpeed: 'fast', reduceMotion: 'true' });
    expect(loadPreferences(storage, false)).toEqual({
      theme: 'dark',
      animationsEnabled: false,
      animationSpeed: 'fast',
      reduceMotion: true,
    });
  });

  it('ignores invalid stored values', () => {
    const storage = memoryStorage({ theme: 'purple', animationsEnabled: 'yes', animationSpeed: 'warp' });
    expect(loadPreferences(storage, false)).toMatchObject({ theme: 'system', animationsEnabled: true, animationSpeed: 'normal' });
  });

  it('falls back to the defaults when storage is missing or throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadPreferences(null, false).theme).toBe('system');
    expect(loadPreferences(throwing, false).theme).toBe('system');
    expect(() => savePreference(throwing, 'theme', 'dark')).not.toThrow();
  });
});

describe('savePreference', () => {
  it('persists each preference under its key, readable on the next load', () => {
    const storage = memoryStorage();
    savePreference(storage, 'theme', 'dark');
    savePreference(storage, 'animationsEnabled', false);
    savePreference(storage, 'animationSpeed', 'slow');
    savePreference(storage, 'reduceMotion', true);
    expect(Object.fromEntries(storage.data)).toEqual({
      [PREFERENCE_KEYS.theme]: 'dark',
      [PREFERENCE_KEYS.animationsEnabled]: 'false',
      [PREFERENCE_KEYS.animationSpeed]: 'slow',
      [PREFERENCE_KEYS.reduceMotion]: 'true',
    });
    expect(loadPreferences(storage, false)).toEqual({
      theme: 'dark',
      animationsEnabled: false,
      animationSpeed: 'slow',
      reduceMotion: true,
    });
  });

  it('works with the real localStorage', () => {
    savePreference(window.localStorage, 'theme', 'light');
    expect(window.localStorage.getItem('theme')).toBe('light');
  });
});

describe('theme', () => {
  it('resolves system from the colour-scheme preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('leaves exactly one of light/dark on the root', () => {
    const root = document.createElement('html');
    applyThemeClass(root, 'dark');
    expect([...root.classList]).toEqual(['dark']);
    applyThemeClass(root, 'light');
    expect([...root.classList]).toEqual(['light']);
  });
});
