import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export const DASHBOARD_TABS = ['overview', 'schedule', 'documents', 'payments'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** /dashboard?tab=payments opens the Payments tab, and back/forward move between tabs. */
export const DASHBOARD_TAB_PARAM = 'tab';

export function isDashboardTab(value: string | null): value is DashboardTab {
  return DASHBOARD_TABS.includes(value as DashboardTab);
}

/** The tab a URL opens: its ?tab= when that names one, else the overview. */
export function dashboardTabOf(searchParams: URLSearchParams): DashboardTab {
  const requested = searchParams.get(DASHBOARD_TAB_PARAM);
  return isDashboardTab(requested) ? requested : 'overview';
}

/**
 * The selected dashboard tab, kept in the URL. `showTab` is for buttons elsewhere on
 * the page ("View payments"): it selects the tab and moves keyboard focus to it, so
 * the page scrolls there and a screen reader announces where the person landed.
 */
export function useDashboardTab() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = dashboardTabOf(searchParams);

  const triggers = useRef(new Map<DashboardTab, HTMLElement>());
  const focusWhenShown = useRef<DashboardTab | null>(null);

  const selectTab = useCallback(
    (next: DashboardTab) => {
      if (next === tab) return;
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(DASHBOARD_TAB_PARAM, next);
          return params;
        },
        { preventScrollReset: true },
      );
    },
    [tab, setSearchParams],
  );

  // Focus waits until the tab is shown, so the focused trigger is the selected one.
  useEffect(() => {
    if (focusWhenShown.current !== tab) return;
    focusWhenShown.current = null;
    triggers.current.get(tab)?.focus();
  }, [tab]);

  function showTab(next: DashboardTab) {
    if (next === tab) {
      triggers.current.get(next)?.focus();
      return;
    }
    focusWhenShown.current = next;
    selectTab(next);
  }

  /** A callback ref for the trigger of `value`, so `showTab` can focus it. */
  function triggerRef(value: DashboardTab) {
    return (element: HTMLElement | null) => {
      if (element) triggers.current.set(value, element);
      else triggers.current.delete(value);
    };
  }

  return { tab, selectTab, showTab, triggerRef };
}
