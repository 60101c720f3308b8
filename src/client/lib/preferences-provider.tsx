import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  applyThemeClass,
  browserStorage,
  DARK_SCHEME_QUERY,
  loadPreferences,
  mediaMatches,
  REDUCED_MOTION_QUERY,
  resolveTheme,
  savePreference,
  type Preferences,
  type ResolvedTheme,
} from './preferences';

interface PreferencesContextValue extends Preferences {
  resolvedTheme: ResolvedTheme;
  setPreference: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void;
}

const PreferencesContext = createContext<PreferencesContextValue | null>(null);

function subscribeToDarkScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_SCHEME_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Follows the system colour scheme live, so theme 'system' changes with it. */
function useSystemPrefersDark(): boolean {
  return useSyncExternalStore(subscribeToDarkScheme, () => mediaMatches(DARK_SCHEME_QUERY), () => false);
}

const storedPreferences = () => loadPreferences(browserStorage(), mediaMatches(REDUCED_MOTION_QUERY));

function samePreferences(a: Preferences, b: Preferences): boolean {
  return (Object.keys(a) as (keyof Preferences)[]).every((key) => a[key] === b[key]);
}

/**
 * A page rendered on the server was rendered with the defaults (the server cannot read this
 * browser's storage); hydration must start from the same, and the stored choices follow at once.
 */
const hydratingServerPage = () => typeof document !== 'undefined' && document.getElementById('root')?.dataset.ssr !== undefined && document.documentElement.dataset.hydrated !== 'true';

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [startedFromDefaults] = useState(() => typeof document === 'undefined' || hydratingServerPage());
  const [preferences, setPreferences] = useState<Preferences>(() => (startedFromDefaults ? loadPreferences(null, false) : storedPreferences()));
  // Before paint, so the page never shows the defaults' theme or motion.
  useLayoutEffect(() => {
    if (!startedFromDefaults) return;
    // Two passes by design: this browser's storage can be read only once hydration has matched the
    // server's markup. Only choices that differ from the defaults re-render: that re-render is the
    // whole page's, in the same task as hydrating it, which most visitors (who keep the defaults)
    // need not pay.
    const stored = storedPreferences();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!samePreferences(stored, loadPreferences(null, false))) setPreferences(stored);
  }, [startedFromDefaults]);
  const systemPrefersDark = useSystemPrefersDark();
  const resolvedTheme = resolveTheme(preferences.theme, systemPrefersDark);

  useEffect(() => {
    applyThemeClass(document.documentElement, resolvedTheme);
  }, [resolvedTheme]);

  const motionOff = !preferences.animationsEnabled || preferences.reduceMotion;
  useEffect(() => {
    // styles.css reads these to stop or pace animations.
    const root = document.documentElement;
    root.dataset.motion = motionOff ? 'off' : 'on';
    root.dataset.animationSpeed = preferences.animationSpeed;
  }, [motionOff, preferences.animationSpeed]);

  const setPreference = useCallback(<K extends keyof Preferences>(key: K, value: Preferences[K]) => {
    savePreference(browserStorage(), key, value);
    setPreferences((current) => ({ ...current, [key]: value }));
  }, []);

  const value = useMemo(
    () => ({ ...preferences, resolvedTheme, setPreference }),
    [preferences, resolvedTheme, setPreference],
  );
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

export function usePreferences(): PreferencesContextValue {
  const value = use(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used inside PreferencesProvider');
  return value;
}
