import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { trackConnections } from './http-drain';

type Outcome = { status: number; connection?: string } | { error: string };

function get(port: number, agent: http.Agent, path = '/'): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

async function serverWithDrain(handler: http.RequestListener) {
  const server = http.createServer(handler);
  const drain = trackConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, drain, port: (server.address() as AddressInfo).port };
}

describe('draining the HTTP server', () => {
  it('answers every request that reaches it while 20 kept-alive clients keep asking, then refuses new connections', async () => {
    const { drain, port } = await serverWithDrain((_req, res) => setTimeout(() => res.end('ok'), 2));
    const outcomes: Outcome[] = [];
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        const outcome = await get(port, agent);
        outcomes.push(outcome);
        if ('error' in outcome) break;
      }
      agent.destroy();
    };
    const clients = Array.from({ length: 20 }, client);
    await new Promise((r) => setTimeout(r, 300));
    const draining = drain.drain(5_000);
    await Promise.all(clients);
    expect(await draining).toEqual({ cut: 0 });
    const errors = outcomes.filter((o): o is { error: string } => 'error' in o).map((o) => o.error);
    // Each client ends on a refused connection once the listener has closed; none on a reset or a hang-up.
    expect(errors).toEqual(Array.from({ length: 20 }, () => 'ECONNREFUSED'));
    expect(outcomes.filter((o) => 'status' in o && o.connection === 'close')).toHaveLength(20);
    expect(outcomes.length).toBeGreaterThan(100);
  });

  it('lets a slow answer finish, telling its client to close, and cuts what is still busy when the grace period ends', async () => {
    const { drain, port } = await serverWithDrain((req, res) => setTimeout(() => res.end('ok'), req.url === '/slow' ? 400 : 5_000));
    const agent = new http.Agent({ keepAlive: true });
    const slow = get(port, agent, '/slow');
    const stuck = get(port, agent, '/stuck');
    await new Promise((r) => setTimeout(r, 50));
    const drained = drain.drain(1_000);
    expect(await slow).toEqual({ status: 200, connection: 'close' });
    expect(await stuck).toMatchObject({ error: expect.stringMatching(/ECONNRESET|socket hang up/) });
    expect(await drained).toEqual({ cut: 1 });
    agent.destroy();
  });
});
