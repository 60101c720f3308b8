const HOUR_MS = 60 * 60 * 1000;

/** Stops a background task: no new run starts, and the answer settles when the current run (if any) has finished. */
export type StopBackgroundTask = () => Promise<void>;

/**
 * Runs `task` beside the server: once at start, then every `intervalMs` (an hour), never two runs
 * at once, and without keeping the process alive. A failure is the task's to log (`onError` gets
 * it); the next round runs as usual. A shutdown waits for the round under way, so the database is
 * not closed under it.
 */
export function repeatInBackground(task: () => Promise<void>, onError: (err: unknown) => void, intervalMs = HOUR_MS, firstAfterMs = 0): StopBackgroundTask {
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = task()
      .catch(onError)
      .finally(() => (running = null));
  };
  const first = setTimeout(run, firstAfterMs);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
