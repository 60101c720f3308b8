import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { mkdtemp, rm } from 'node:fs/promises';
import { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { z } from 'zod';
import { fileForm, sampleFiles } from '../../../../tests/factories/files';
import { AppError } from '../../../shared/errors';
import { LocalFileStorage } from '../storage/local-file-storage';
import { DOCUMENT_KINDS } from './file-kinds';
import { receiveUpload } from './receive-upload';
import { uploadSourceOf } from './upload-source';

// The real server reads uploads from Node's IncomingMessage, which in-process API tests never
// reach: this serves a bare upload route over HTTP to check that path end to end.
let dir: string;
let server: ServerType;
let base: string;
const app = new Hono();
let keys = 0;

app.post('/upload', async (c) => {
  const source = uploadSourceOf(c);
  try {
    const { file } = await receiveUpload(source, { storage: new LocalFileStorage(dir), key: `test/upload-${++keys}`, maxBytes: 64 * 1024, allowed: DOCUMENT_KINDS, fields: z.object({}) });
    return c.json({ sizeBytes: file.sizeBytes, mimeType: file.mimeType, fromIncoming: source.body instanceof IncomingMessage }, 201);
  } catch (error) {
    if (error instanceof AppError) return c.json({ error: { code: error.code, message: error.message } }, error.status as 400);
    throw error;
  }
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(inject('testFilesDir'), 'upload-source-'));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('uploadSourceOf', () => {
  it('streams a real server’s upload straight from the IncomingMessage', async () => {
    const res = await fetch(`${base}/upload`, { method: 'POST', body: fileForm('plan.pdf', sampleFiles.pdf) });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ sizeBytes: sampleFiles.pdf.length, mimeType: 'application/pdf', fromIncoming: true });
  });

  it('still refuses bytes that are not what the name says', async () => {
    const res = await fetch(`${base}/upload`, { method: 'POST', body: fileForm('holiday.jpg', sampleFiles.exe) });
    expect(res.status).toBe(415);
  });

  it('reads the web stream of an in-process request', async () => {
    const res = await app.request('/upload', { method: 'POST', body: fileForm('plan.pdf', sampleFiles.pdf) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fromIncoming: false });
  });
});
