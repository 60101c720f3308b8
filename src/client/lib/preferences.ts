/**
 * Local display preferences (the product's data model), kept in localStorage under the
 * keys below. public/theme-init.js reads the theme key too, before first paint.
 */
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];
export type ResolvedTheme = 'light' | 'dark';

export const ANIMATION_SPEEDS = ['slow', 'normal', 'fast'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Preferences {
  theme: ThemePreference;
  animationsEnabled: boolean;
  animationSpeed: AnimationSpeed;
  reduceMotion: boolean;
}

export const PREFERENCE_KEYS = {
  theme: 'theme',
  animationsEnabled: 'animationsEnabled',
  animationSpeed: 'animationSpeed',
  reduceMotion: 'reduceMotion',
} as const satisfies Record<keyof Preferences, string>;

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Storage may be missing or throw (private browsing, blocked cookies): preferences then live in memory only. */
type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: PreferenceStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function oneOf<T extends string>(options: readonly T[], value: string | null, fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function bool(value: string | null, fallback: boolean): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** The stored preferences, with the defaults for anything missing or invalid. */
export function loadPreferences(storage: PreferenceStorage | null, systemPrefersReducedMotion: boolean): Preferences {
  return {
    theme: oneOf(THEMES, read(storage, PREFERENCE_KEYS.theme), 'system'),
    animationsEnabled: bool(read(storage, PREFERENCE_KEYS.animationsEnabled), true),
    animationSpeed: oneOf(ANIMATION_SPEEDS, read(storage, PREFERENCE_KEYS.animationSpeed), 'normal'),
    reduceMotion: bool(read(storage, PREFERENCE_KEYS.reduceMotion), systemPrefersReducedMotion),
  };
}

export function savePreference<K extends keyof Preferences>(
  storage: PreferenceStorage | null,
  key: K,
  value: Preferences[K],
): void {
  try {
    storage?.setItem(PREFERENCE_KEYS[key], String(value));
  } catch {
    // Not persisted; the choice still applies for this visit.
  }
}

export function resolveTheme(theme: ThemePreference, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return systemPrefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts exactly one of the classes light/dark on the root element. */
export function applyThemeClass(root: HTMLElement, theme: ResolvedTheme): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
}

export function browserStorage(): PreferenceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function mediaMatches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}
