interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and answer input, resuming as soon as it has:
 * `scheduler.yield()` where the browser has it (the rest of the work keeps its place in line), a
 * new task otherwise.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
