import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import net from 'node:net';
import type { Socket } from 'node:net';

/**
 * A connection that has had no request in flight for this long is closed while draining. A client
 * on a kept-alive connection sends its next request the moment the last answer arrives: closing a
 * connection as soon as it is idle (what stoppable, http-terminator and Node's own `server.close()`
 * do) cuts off a request already on its way, which the client never gets an answer to.
 */
export const DRAIN_IDLE_MS = 1_000;
const CHECK_EVERY_MS = 100;

interface ConnectionState {
  /** Answers not yet finished on this connection (more than one only when a client pipelines). */
  answering: Set<ServerResponse>;
  idleSince: number;
}

export interface HttpDrain {
  /**
   * Stops accepting (the listener closes: a new connection is refused, so a proxy sends the request
   * elsewhere), answers every request from now on with `Connection: close`, closes each connection
   * once it has been idle DRAIN_IDLE_MS, and settles when none is left, cutting those still open
   * after `graceMs`. Answers how many were cut.
   */
  drain: (graceMs: number) => Promise<{ cut: number }>;
}

/** Keeps count of each connection's requests in flight, from the moment the server starts. */
export function trackConnections(server: Server): HttpDrain {
  const connections = new Map<Socket, ConnectionState>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { answering: new Set(), idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (draining) response.setHeader('Connection', 'close');
    if (!state) return;
    state.answering.add(response);
    response.once('close', () => {
      state.answering.delete(response);
      state.idleSince = Date.now();
    });
  });

  return {
    drain: (graceMs) =>
      new Promise((resolve) => {
        draining = true;
        // net.Server's close stops the listener only; http.Server's would also close every idle connection at once.
        net.Server.prototype.close.call(server);
        for (const state of connections.values()) {
          // An answer under way still goes out; its headers, if not yet sent, ask the client to close.
          for (const response of state.answering) if (!response.headersSent) response.setHeader('Connection', 'close');
        }
        const deadline = Date.now() + graceMs;
        const check = () => {
          const now = Date.now();
          for (const [socket, state] of connections) {
            if (state.answering.size === 0 && now - state.idleSince >= DRAIN_IDLE_MS) socket.destroy();
          }
          if (connections.size === 0) return done(0);
          if (now >= deadline) {
            const cut = connections.size;
            for (const socket of connections.keys()) socket.destroy();
            return done(cut);
          }
          setTimeout(check, CHECK_EVERY_MS);
        };
        const done = (cut: number) => resolve({ cut });
        check();
      }),
  };
}
