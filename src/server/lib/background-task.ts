const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `task` beside the server: once at start, then every `intervalMs` (an hour), never two runs
 * at once, and without keeping the process alive. A failure is the task's to log (`onError` gets
 * it); the next round runs as usual. Answers a stop function.
 */
export function repeatInBackground(task: () => Promise<void>, onError: (err: unknown) => void, intervalMs = HOUR_MS): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => (running = false));
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
