import { AsyncLocalStorage } from 'node:async_hooks';

/** How long the statements sent for one piece of work (an API request) took, and how many there were. */
export interface StatementTiming {
  /** Summed: statements sent side by side each count their own time, as Rails and Django report it. */
  ms: number;
  count: number;
}

const timing = new AsyncLocalStorage<StatementTiming>();

/** Runs `work` (and everything it starts) counting the time of every statement it sends. */
export function timeStatements<T>(work: () => Promise<T>): { timing: StatementTiming; done: Promise<T> } {
  const store: StatementTiming = { ms: 0, count: 0 };
  return { timing: store, done: timing.run(store, work) };
}

/** The timing of the work running now, read when a statement is made (its answer arrives in another context). */
export function currentStatementTiming(): StatementTiming | undefined {
  return timing.getStore();
}
