import pg from 'pg';

/** pg's message when a query's answer did not come within its `query_timeout`. */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

interface WireConnectionLike {
  stream?: { destroy(): void };
}

const Query = pg.Query as unknown as new (
  config: unknown,
  values?: unknown,
) => {
  handleError(error: Error, connection: WireConnectionLike): void;
};

/**
 * pg's Query, except that a statement whose answer timed out takes its connection with it. pg
 * answers the caller but leaves the statement running on the connection: every later statement
 * queued there would wait behind it, and the pool would hand the stuck connection to the next
 * request. Destroying it fails those at once and lets the pool open a fresh one.
 */
export class Statement extends Query {
  override handleError(error: Error, connection: WireConnectionLike): void {
    if (error.message === QUERY_READ_TIMEOUT) connection.stream?.destroy();
    super.handleError(error, connection);
  }
}
