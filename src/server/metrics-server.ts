import { createServer, type Server } from 'node:http';
import type { Logger } from './lib/logger';
import type { Metrics } from './lib/metrics';

/**
 * Prometheus's scrape target: GET /metrics on a port of its own (METRICS_PORT), bound to
 * 127.0.0.1 unless METRICS_HOST says otherwise, so the public site never serves it.
 */
export function startMetricsServer(metrics: Metrics, options: { port: number; host: string }, logger: Logger): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'collecting the metrics failed');
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected just now.\n');
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const address = server.address();
      logger.info({ port: typeof address === 'object' && address ? address.port : options.port, host: options.host }, 'metrics are served for Prometheus');
      resolve(server);
    });
  });
}
