import type { MiddlewareHandler } from 'hono';
import { timeStatements } from '../db/statement-timing';
import { setResponseHeader } from './response-headers';

const round = (ms: number) => Math.round(ms * 10) / 10;

/**
 * `Server-Timing` on every API answer: `db`, the time its database statements took (summed, with
 * how many there were), and `total`, from the request's arrival to its answer. Browsers show both in
 * their network panel; another site's script cannot read them (no Timing-Allow-Origin).
 */
export function serverTiming(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const { timing, done } = timeStatements(next);
    await done;
    const statements = `${timing.count} ${timing.count === 1 ? 'statement' : 'statements'}`;
    setResponseHeader(c, 'Server-Timing', `db;dur=${round(timing.ms)};desc="${statements}", total;dur=${round(performance.now() - started)}`);
  };
}
