/**
 * The only script a server-rendered public page loads before the visitor does anything. The page
 * is complete HTML, so reading it needs no JavaScript; the app (React, the router, the page's
 * code) is fetched on the first sign of interaction and then takes the page over (hydrates).
 *
 * What the visitor does in between is not lost: a click on a button is held and replayed once
 * the app has hydrated, and what they typed or chose in a form is handed to the app as if typed
 * after it. Links work as links throughout. Imports nothing, so it stays a few hundred bytes.
 *
 * Once the page has loaded and the browser is idle, the app's files are fetched ahead into the
 * browser's cache (never run), so the first tap waits for the app to start, not for the network.
 * A signed-in visitor's page (the server's `arbour-session` hint) goes further: once those files
 * have all arrived, the app takes it over without waiting for a sign, so the first tap is answered
 * by the app itself rather than after it starts.
 */

/** The events that mean a person is here: the app starts downloading at the first of them. */
const INTEREST = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
/** Written by main.tsx once the page has hydrated. */
export const HYDRATED_EVENT = 'arbour:hydrated';
/** Written by main.tsx just before it hydrates. */
export const HYDRATING_EVENT = 'arbour:hydrating';

type FormField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

let started = false;
let heldClick: HTMLElement | null = null;
/** A key that opens a menu button (Radix answers keys, not clicks, and then focuses the first item). */
let heldMenuKey: { control: HTMLElement; key: string } | null = null;
const MENU_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);
const edited = new Map<FormField, string | boolean>();

/** The boot script's own tag: `data-app` names the app's entry, `data-prefetch` what to fetch ahead. */
function bootData(): DOMStringMap | undefined {
  return document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset;
}

function start(): void {
  if (started) return;
  started = true;
  for (const type of INTEREST) window.removeEventListener(type, start, true);
  const url = bootData()?.app;
  // A relative or foreign URL here would be a broken page, never something to load.
  if (url?.startsWith('/assets/')) import(/* @vite-ignore */ url).catch(appFailedToLoad);
}

/** How many of `ahead` have been asked for. */
let asked = 0;

/**
 * Fetches the app's entry and the page's chunks (`data-prefetch`, written by the server from the
 * build's manifest) into the browser's cache while the visitor reads, so their first interaction
 * does not wait for the network: the app's import finds them there. As prefetches, at the lowest
 * priority and neither parsed nor run, so the page's own work is never held up (module preloads,
 * parsed as they arrive, made long tasks on a slow phone); a few at each idle moment, so no task
 * of ours is long either. Once the visitor interacts, the import asks for the rest itself. Safari
 * has no idle callback nor prefetch links: there the app is fetched at the first interaction.
 */
function prefetch(): void {
  if (started) return;
  // Names from the server's manifest; the CSP keeps any fetch to this site, and a prefetch runs nothing.
  for (const href of ahead.slice(asked, (asked += 6))) document.head.append(Object.assign(document.createElement('link'), { rel: 'prefetch', href, onload: arrived, onerror: arrived }));
  if (asked < ahead.length) window.requestIdleCallback?.(prefetch);
}

/** How many of `ahead` have arrived (or failed to). */
let done = 0;

/**
 * The last of `ahead` has arrived: a signed-in visitor's page starts the app now (the import finds
 * everything in the cache, and the app hydrates in slices that leave the browser free). A public
 * page waits for a sign of interest, so an anonymous visitor runs no more than the boot script
 * until they interact.
 */
function arrived(): void {
  if (++done === ahead.length && document.querySelector('meta[name=arbour-session]')) start();
}

/**
 * The app did not load (offline, or a release replaced the files this page names): stop holding
 * what the visitor does, and reload once, which brings the page of the current release.
 */
function appFailedToLoad(): void {
  detach();
  heldClick = null;
  heldMenuKey = null;
  edited.clear();
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === location.pathname) return;
    sessionStorage.setItem(RELOADED_KEY, location.pathname);
  } catch {
    return;
  }
  location.reload();
}

const RELOADED_KEY = 'arbour:reloaded-for-app';

/** A form submitted before the app runs would go nowhere useful (and never as a plain form). */
function holdSubmit(event: SubmitEvent): void {
  if (isHydrated()) return;
  event.preventDefault();
  start();
}

function detach(): void {
  for (const [type, listener] of HOLDERS) document.removeEventListener(type, listener as EventListener, true);
}

function isHydrated(): boolean {
  return document.documentElement.dataset.hydrated === 'true';
}

/** A button pressed before the app can answer it: held, and pressed again once it can. */
function holdClick(event: MouseEvent): void {
  if (isHydrated() || !(event.target instanceof Element)) return;
  // Not <summary>: a native <details> opens without the app.
  const control = event.target.closest<HTMLElement>('button,[role=button],[role=tab],[role=checkbox],[role=switch],[role=combobox],input[type=submit]');
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = control;
  start();
}

function holdMenuKey(event: KeyboardEvent): void {
  if (isHydrated() || !MENU_KEYS.has(event.key) || !(event.target instanceof Element)) return;
  const control = event.target.closest<HTMLElement>('[aria-haspopup=menu]');
  if (!control) return;
  // Also stops the click that Enter or Space would make.
  event.preventDefault();
  heldMenuKey = { control, key: event.key };
}

function noteEdit(event: Event): void {
  const field = event.target;
  if (isHydrated() || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) return;
  // The last choice wins: A, then B, then A again is A.
  edited.delete(field);
  edited.set(field, field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? field.checked : field.value);
}

/**
 * Values that arrived without an event the script saw (a browser's autofill, a password manager)
 * are handed over too: any field that differs from what the server rendered, read just before
 * hydration may reset it.
 */
function noteFilledFields(): void {
  for (const field of document.querySelectorAll<FormField>('input,select,textarea')) {
    if (edited.has(field)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) edited.set(field, field.checked);
    } else if (field instanceof HTMLSelectElement) {
      const chosen = [...field.options].some((option) => option.selected !== option.defaultSelected);
      if (chosen) edited.set(field, field.value);
    } else if (field.value !== field.defaultValue) {
      edited.set(field, field.value);
    }
  }
}

/**
 * Hands the app what the visitor entered before it ran, as the change it would have seen. React
 * tracks each field's last known value through the field's own setter: setting a stale value
 * that way, then the visitor's through the prototype (past the tracker), makes the next event a
 * change. Recorded at the time, as hydration may reset a field to its default.
 */
function replayEdit(field: FormField, entered: string | boolean): void {
  if (!field.isConnected) return;
  if (typeof entered === 'boolean' && field instanceof HTMLInputElement) {
    if (field.type === 'radio' && !entered) return;
    field.checked = !entered;
    field.click();
    return;
  }
  if (typeof entered !== 'string') return;
  if (!(field instanceof HTMLSelectElement)) field.value = `${entered}\u0000`;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, entered);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function onHydrated(): void {
  detach();
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
  for (const [field, entered] of edited) replayEdit(field, entered);
  edited.clear();
  const control = heldClick;
  heldClick = null;
  if (control?.isConnected) press(control);
  const menuKey = heldMenuKey;
  heldMenuKey = null;
  if (menuKey?.control.isConnected) {
    menuKey.control.focus();
    menuKey.control.dispatchEvent(new KeyboardEvent('keydown', { key: menuKey.key, bubbles: true, cancelable: true }));
  }
}

/** Menu buttons (Radix) open on pointerdown and tabs change on mousedown, not on click; everything else answers a click. */
function press(control: HTMLElement): void {
  if (control.matches('[role=tab]')) {
    control.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    return;
  }
  if (control.matches('[aria-haspopup=menu]')) {
    control.focus();
    control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse', isPrimary: true }));
    return;
  }
  control.click();
}

/** What to fetch ahead: nothing for a visitor who asked to save data. */
const ahead = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData ? [] : (bootData()?.prefetch?.split(' ') ?? []);

/** What the script listens for on the page until it has hydrated. */
const HOLDERS = [
  ['click', holdClick],
  ['keydown', holdMenuKey],
  ['submit', holdSubmit],
  ['input', noteEdit],
  ['change', noteEdit],
] as const;

if (!isHydrated()) {
  for (const type of INTEREST) window.addEventListener(type, start, { capture: true, passive: true });
  for (const [type, listener] of HOLDERS) document.addEventListener(type, listener as EventListener, true);
  window.addEventListener(HYDRATING_EVENT, noteFilledFields, { once: true });
  window.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
  window.addEventListener('load', () => window.requestIdleCallback?.(prefetch), { once: true });
}
