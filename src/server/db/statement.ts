import pg from 'pg';
import { currentStatementTiming } from './statement-timing';
import { statementTracer } from './statement-trace';

/** pg's message when a query's answer did not come within its `query_timeout`. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

interface WireConnectionLike {
  stream?: { destroy(): void };
}

const Query = pg.Query as unknown as new (
  config: unknown,
  values?: unknown,
) => {
  submit(connection: WireConnectionLike): Error | null;
  handleError(error: Error, connection: WireConnectionLike): void;
  handleReadyForQuery(connection: WireConnectionLike): void;
};

/**
 * pg's Query, except that a statement whose answer timed out takes its connection with it. pg
 * answers the caller but leaves the statement running on the connection: every later statement
 * queued there would wait behind it, and the pool would hand the stuck connection to the next
 * request. Destroying it fails those at once and lets the pool open a fresh one.
 */
export class Statement extends Query {
  /** The request's statement time (Server-Timing's `db`), taken from the code that made the statement. */
  private readonly timing = currentStatementTiming();
  /** Its span, while traces are exported (the text only: never its values). */
  private readonly trace = statementTracer?.((this as unknown as { text?: string }).text);
  private sentAt = 0;

  override submit(connection: WireConnectionLike): Error | null {
    this.sentAt = performance.now();
    this.trace?.sent();
    return super.submit(connection);
  }

  /** The end of every statement, answered or failed: from sending it on its connection to here. */
  override handleReadyForQuery(connection: WireConnectionLike): void {
    if (this.timing && this.sentAt) {
      this.timing.ms += performance.now() - this.sentAt;
      this.timing.count += 1;
    }
    this.trace?.ended();
    super.handleReadyForQuery(connection);
  }

  override handleError(error: Error, connection: WireConnectionLike): void {
    if (error.message === QUERY_READ_TIMEOUT) connection.stream?.destroy();
    this.trace?.ended(error);
    super.handleError(error, connection);
  }
}
