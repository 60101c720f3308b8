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

export interface HttpDrain {
  /**
   * Stops accepting (the listener closes: a new connection is refused, so a proxy sends the request
   * elsewhere), answers every request from now on with `Connection: close`, closes each connection
   * once it has been idle DRAIN_IDLE_MS, and settles when none is left, cutting those still open
   * after `graceMs`. Answers how many were cut.
   */
  drain: (graceMs: number) => Promise<{ cut: number }>;
}

/** Node's own link from a connection to the answer under way on it (set while a response is unfinished). */
type ConnectionWithAnswer = Socket & { _httpMessage?: ServerResponse | null };

/**
 * Keeps the server's connections, from the moment it starts. Nothing is done per request until a
 * drain begins, so serving costs no more than before.
 */
export function trackConnections(server: Server): HttpDrain {
  const connections = new Set<ConnectionWithAnswer>();
  server.on('connection', (socket: ConnectionWithAnswer) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  return {
    drain: (graceMs) =>
      new Promise((resolve) => {
        const started = Date.now();
        // Until a connection's answer finishes, or for a second from now if it has none.
        const idleSince = new Map<Socket, number>();
        const follow = (socket: Socket, response: ServerResponse) => {
          response.once('close', () => idleSince.set(socket, Date.now()));
        };
        server.on('request', (request: IncomingMessage, response: ServerResponse) => {
          response.setHeader('Connection', 'close');
          follow(request.socket, response);
        });
        // net.Server's close stops the listener only; http.Server's would also close every idle connection at once.
        net.Server.prototype.close.call(server);
        for (const socket of connections) {
          const response = socket._httpMessage;
          // An answer under way still goes out; its headers, if not yet sent, ask the client to close.
          if (response && !response.writableFinished) {
            if (!response.headersSent) response.setHeader('Connection', 'close');
            follow(socket, response);
          } else idleSince.set(socket, started);
        }
        const deadline = started + graceMs;
        const check = () => {
          const now = Date.now();
          for (const socket of connections) {
            const busy = socket._httpMessage && !socket._httpMessage.writableFinished;
            if (!busy && now - (idleSince.get(socket) ?? started) >= DRAIN_IDLE_MS) socket.destroy();
          }
          if (connections.size === 0) return resolve({ cut: 0 });
          if (now >= deadline) {
            const cut = connections.size;
            for (const socket of connections) socket.destroy();
            return resolve({ cut });
          }
          setTimeout(check, CHECK_EVERY_MS);
        };
        check();
      }),
  };
}
