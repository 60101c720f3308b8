// npm run dev: the API (restarting on change) behind Vite's dev server with hot reload.
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Links in emails open Vite's dev server (http://demo.localhost:5173), not the API's port.
    env: { ...process.env, PORT: apiPort, PUBLIC_PORT: process.env.PUBLIC_PORT ?? '5173', HOST: '127.0.0.1', TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://localhost:5173' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', () => stop());
