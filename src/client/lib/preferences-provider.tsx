import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  applyThemeClass,
  browserStorage,
  DARK_SCHEME_QUERY,
  loadPreferences,
  mediaMatches,
  PREFERENCE_KEYS,
  REDUCED_MOTION_QUERY,
  resolveTheme,
  savePreference,
  type Preferences,
  type ResolvedTheme,
} from './preferences';

/**
 * The visitor's display preferences, read from this browser (its storage and colour scheme) by
 * each component that shows them, not handed down through a context. A page rendered on the
 * server was rendered with the defaults (the server cannot read this browser), so hydration
 * starts from them and each such component then corrects itself alone. A context's value changing
 * once the page is hydrated would instead reach every part of the page still waiting to hydrate
 * (HydrateApart), and React would hydrate them all at once, in one long task.
 */
const listeners = new Set<() => void>();
let current: Preferences | null = null;
/** Choices this browser's storage refused (private browsing): they still apply for this visit. */
const unsaved: Partial<Preferences> = {};

const stored = () => loadPreferences(browserStorage(), mediaMatches(REDUCED_MOTION_QUERY));

/** This browser's preferences: the same object while nothing about them has changed. */
function currentPreferences(): Preferences {
  const now = { ...stored(), ...unsaved };
  if (!current || !samePreferences(current, now)) current = now;
  return current;
}

const DEFAULTS = loadPreferences(null, false);
const defaultPreferences = () => DEFAULTS;

function samePreferences(a: Preferences, b: Preferences): boolean {
  return (Object.keys(a) as (keyof Preferences)[]).every((key) => a[key] === b[key]);
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** Also follows a choice made in another tab, and a change of the system's reduced-motion setting. */
function subscribeToPreferences(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(PREFERENCE_KEYS) as string[]).includes(event.key)) onChange();
  };
  window.addEventListener('storage', onStorage);
  const motion = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
  motion?.addEventListener('change', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
    motion?.removeEventListener('change', onChange);
  };
}

function subscribeToDarkScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function setPreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  savePreference(browserStorage(), key, value);
  if (stored()[key] === value) delete unsaved[key];
  else unsaved[key] = value;
  notify();
}

interface PreferencesValue extends Preferences {
  resolvedTheme: ResolvedTheme;
  setPreference: typeof setPreference;
}

export function usePreferences(): PreferencesValue {
  const preferences = useSyncExternalStore(subscribeToPreferences, currentPreferences, defaultPreferences);
  // Follows the system colour scheme live, so theme 'system' changes with it.
  const systemPrefersDark = useSyncExternalStore(subscribeToDarkScheme, () => mediaMatches(DARK_SCHEME_QUERY), () => false);
  return { ...preferences, resolvedTheme: resolveTheme(preferences.theme, systemPrefersDark), setPreference };
}

/** Puts the preferences on <html>, where styles.css reads them (public/theme-init.js did so before first paint). */
function PreferencesOnPage() {
  const { resolvedTheme, animationsEnabled, reduceMotion, animationSpeed } = usePreferences();
  useEffect(() => {
    applyThemeClass(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);
  const motionOff = !animationsEnabled || reduceMotion;
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.motion = motionOff ? 'off' : 'on';
    root.dataset.animationSpeed = animationSpeed;
  }, [motionOff, animationSpeed]);
  return null;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <PreferencesOnPage />
      {children}
    </>
  );
}
