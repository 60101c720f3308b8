import { useRef } from 'react';

/**
 * Where keyboard focus goes when a dialog closes. Radix's modal dialog sends it to its own
 * Trigger, and to nowhere (the page body) when the dialog was opened from state by a plain
 * button, the usual case for a dialog about one row of a table. So the dialog remembers what
 * had focus when it opened and puts focus back there. If that element has gone by then (or goes
 * while it still holds focus, when the list refetches after the dialog's action), focus moves to
 * the tab stop now where it was: the first one after the nearest earlier tab stop still on the
 * page, as Tab from there would reach; failing that, the page's main landmark. Never the body.
 */

const TAB_STOPS =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable]:not([contenteditable="false"])';

/** How long a returned-to opener is watched for being replaced (a list refetching after the dialog's action). */
const WATCH_MS = 10_000;
/** A pointer press this recent names the opener: Safari does not focus a clicked button. */
const POINTER_MS = 1_000;

interface Opener {
  element: HTMLElement;
  /** The focusable elements before it when the dialog opened, nearest first: where to look if it goes. */
  before: HTMLElement[];
}

let pressed: { element: HTMLElement; at: number } | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB_STOPS) : null;
      pressed = target ? { element: target, at: Date.now() } : null;
    },
    true,
  );
}

/** On the page, shown and enabled: focus() would land on it. */
function canTakeFocus(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.matches(':disabled') || element.closest('[inert]')) return false;
  // jsdom has no layout (and no checkVisibility): there, everything counts as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

function isTabStop(element: Element): element is HTMLElement {
  return canTakeFocus(element) && element.tabIndex >= 0;
}

function tabStops(): HTMLElement[] {
  return Array.from(document.body.querySelectorAll(TAB_STOPS)).filter(isTabStop);
}

/** What has focus now (or was just pressed), with the tab stops before it; null when that is the page itself. */
function rememberOpener(): Opener | null {
  const active = document.activeElement;
  const recent = pressed && Date.now() - pressed.at < POINTER_MS && pressed.element.isConnected ? pressed.element : null;
  const element = recent ?? (active instanceof HTMLElement && active !== document.body ? active : null);
  if (!element) return null;
  // Which of these are tab stops is asked only if the opener goes: no layout work on opening.
  const before = Array.from(document.body.querySelectorAll<HTMLElement>(TAB_STOPS))
    .filter((stop) => !stop.contains(element) && element.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_PRECEDING)
    .reverse();
  return { element, before };
}

/** Focuses the tab stop now standing where the opener stood. */
function focusNear(opener: Opener) {
  const anchor = opener.before.find(isTabStop);
  const next = tabStops().find(
    (stop) => !anchor || (!anchor.contains(stop) && anchor.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  const target = next ?? anchor ?? document.querySelector<HTMLElement>('main');
  target?.focus();
}

/** Keeps focus on the page if the opener is removed while it holds focus, within a few seconds of closing. */
function watch(opener: Opener) {
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn, true);
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (opener.element.isConnected) return;
    stop();
    if (!document.activeElement || document.activeElement === document.body) focusNear(opener);
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== opener.element) stop();
  };
  const timer = setTimeout(stop, WATCH_MS);
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn, true);
}

/** Puts focus back on the opener, or on the tab stop now where it was. */
function returnFocus(opener: Opener) {
  if (canTakeFocus(opener.element)) {
    opener.element.focus();
    watch(opener);
  } else {
    focusNear(opener);
  }
}

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Radix Dialog Content's open and close focus handlers, remembering the opener. A caller's own
 * onCloseAutoFocus runs first and, by calling preventDefault, keeps focus where it put it.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Opener | null>(null);
  return {
    onOpenAutoFocus(event) {
      opener.current = rememberOpener();
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event) {
      // React's development double-run of effects reports a close while the dialog is still up.
      if (event.target instanceof Node && event.target.isConnected) {
        event.preventDefault();
        return;
      }
      onCloseAutoFocus?.(event);
      const from = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !from) return;
      event.preventDefault();
      returnFocus(from);
    },
  };
}
