import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startProcess, waitUntilUp } from './processes';

const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/opt/homebrew/bin/nginx'];

export function findNginx(): string | null {
  return NGINX_PATHS.find((p) => existsSync(p)) ?? null;
}

/**
 * nginx on loopback, round-robin over the app servers (its default), set up as docs/deployment.md
 * describes for production minus TLS. Each answer names the server that gave it (X-Upstream), so
 * the test can see the balancing happen.
 */
export async function startNginx(options: { nginx: string; port: number; upstreams: number[]; dir: string; logDir: string; root: string }) {
  const { dir } = options;
  // Its workers run as nobody under root: let them into the folders they buffer bodies in.
  await mkdir(dir, { recursive: true });
  await chmod(dir, 0o755);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, name), { recursive: true });
    await chmod(path.join(dir, name), 0o777);
  }
  const config = `daemon off;
pid ${dir}/nginx.pid;
error_log ${options.logDir}/nginx-error.log warn;
worker_processes 1;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream arbour {
    # A server whose connect failed is left out for 5 s, then tried again (a restarted one is back
    # in at most 5 s after it answers).
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    # Connections to the app servers are kept open and reused, and more of them may idle than
    # callers load it at once (16 in the rolling restart), so a steady load opens none. A new
    # connection made as a server stops can sit in its accept queue when the listener closes, and
    # be reset with the request already sent: without keep-alive every request opens one, and
    # a rolling restart lost several POSTs (502) that way.
    keepalive 32;
    # nginx closes an idle connection before the app would (HTTP_KEEP_ALIVE_TIMEOUT_MS, 65 s): one
    # the app closes just as nginx sends a request on it loses that request (a POST is never
    # resent). A stopping server closes only connections idle for a second, and nginx reuses its
    # most recently used connection first, so it is the one least likely to be picked.
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${options.port};
    client_max_body_size 30m;
    location / {
      proxy_pass http://arbour;
      # A server that refuses the connection (stopped, or not yet started) never saw the request:
      # nginx passes it to the other server, a POST too. One that reached a server is passed on
      # only if it is a GET (or HEAD, PUT, DELETE...), never a POST or PATCH, which may have been
      # written (no non_idempotent). nginx's default, written out; the connect timeout is short
      # for a server that is down without refusing (its host gone), rather than 60 s.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host:$server_port;
      proxy_set_header X-Forwarded-Host $host:$server_port;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering off;
      proxy_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child = startProcess('nginx', options.nginx, ['-e', path.join(options.logDir, 'nginx-error.log'), '-p', dir, '-c', file], { cwd: options.root, env: {}, logDir: options.logDir });
  await waitUntilUp(`http://127.0.0.1:${options.port}/api/health`, child, 'nginx');
}
