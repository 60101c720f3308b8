/**
 * What the server is doing, for the parts that answer differently while it shuts down: readiness
 * says 503 and every answer asks the client to close its connection.
 */
export interface ServerLifecycle {
  shuttingDown: boolean;
}

export function createServerLifecycle(): ServerLifecycle {
  return { shuttingDown: false };
}
