/**
 * What a test file opened (databases, connections) and must close when its tests end. Helpers
 * register here rather than calling `afterAll` themselves: a hook registered from inside a file's
 * `beforeAll` never runs, and files share a worker's modules (`isolate: false`), so nothing may be
 * left for the process's exit to close. `close-at-file-end.ts` runs these after each file.
 */
const tasks: (() => Promise<void>)[] = [];

export function atFileEnd(task: () => Promise<void>): void {
  tasks.push(task);
}

/**
 * Runs the file's tasks in the order they were registered: a file's own connections (registered
 * as it loads) close before its database (registered in its `beforeAll`) is dropped.
 */
export async function runFileEnd(): Promise<void> {
  const errors: unknown[] = [];
  for (const task of tasks.splice(0)) {
    try {
      await task();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length) throw new AggregateError(errors, 'closing what the test file opened failed');
}
