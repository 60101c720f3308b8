/** Whether the server has begun to shut down: readiness then answers 503 (graceful-shutdown.ts). */
export interface ServerLifecycle {
  shuttingDown: boolean;
}

export function createServerLifecycle(): ServerLifecycle {
  return { shuttingDown: false };
}
