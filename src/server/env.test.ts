import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configWarnings, resolveConfig } from './config';
import { EnvError, parseEnv } from './env';

const pem = (type: 'ed25519' | 'x25519') => generateKeyPairSync(type as 'ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** Set wherever the configuration is resolved, so that no key is generated into the DATA_DIR named. */
const SIGNING_KEY = pem('ed25519');

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', DEFAULT_TENANT: 'demo', APP_DOMAIN: 'localhost' });
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ DEMO_MODE: 'maybe' })).toThrow(/DEMO_MODE/);
  });

  it('serves metrics only when METRICS_PORT is set, on this machine unless METRICS_HOST says otherwise', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined();
    expect(parseEnv({}).METRICS_HOST).toBe('127.0.0.1');
    expect(parseEnv({ METRICS_PORT: '9464' })).toMatchObject({ METRICS_PORT: 9464, METRICS_HOST: '127.0.0.1' });
    expect(() => parseEnv({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT/);
    expect(() => parseEnv({ METRICS_PORT: 'prometheus' })).toThrow(/METRICS_PORT/);
  });

  it('requires an auth secret in production with an external database', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/arbour' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('takes an Ed25519 private key as SIGNING_KEY, its line breaks written or escaped, and refuses anything else', () => {
    const config = resolveConfig(parseEnv({ BETTER_AUTH_SECRET: 'x'.repeat(32), SIGNING_KEY, DATA_DIR: '/nonexistent/arbour' }), { embedded: false });
    const escaped = resolveConfig(parseEnv({ BETTER_AUTH_SECRET: 'x'.repeat(32), SIGNING_KEY: SIGNING_KEY.trim().replaceAll('\n', '\\n'), DATA_DIR: '/nonexistent/arbour' }), { embedded: false });
    expect(escaped.signing.current.keyId).toBe(config.signing.current.keyId);
    expect(config.signing.current.keyId).toMatch(/^[0-9a-f]{16}$/);
    expect(() => parseEnv({ SIGNING_KEY: 'not a key' })).toThrow(/SIGNING_KEY: is not a private key/);
    expect(() => parseEnv({ SIGNING_KEY: pem('x25519') })).toThrow(/SIGNING_KEY: is a x25519 key, not Ed25519/);
    // The message never repeats the value.
    expect(() => parseEnv({ SIGNING_KEY: pem('x25519') })).not.toThrow(/BEGIN/);
  });

  it('requires SIGNING_KEY in production with an external database, so every app server seals with one key', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/arbour', BETTER_AUTH_SECRET: 'x'.repeat(32) })).toThrow(/SIGNING_KEY: required/);
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/arbour', BETTER_AUTH_SECRET: 'x'.repeat(32), SIGNING_KEY }).SIGNING_KEY).toBe(SIGNING_KEY.trim());
  });

  it('turns demo mode on by default only for the embedded database', () => {
    const secret = { BETTER_AUTH_SECRET: 'x'.repeat(32), SIGNING_KEY };
    expect(resolveConfig(parseEnv(secret), { embedded: true }).demoMode).toBe(true);
    expect(resolveConfig(parseEnv(secret), { embedded: false }).demoMode).toBe(false);
    expect(resolveConfig(parseEnv({ ...secret, DEMO_MODE: 'false' }), { embedded: true }).demoMode).toBe(false);
    expect(resolveConfig(parseEnv({ ...secret, DEMO_MODE: 'true' }), { embedded: false }).demoMode).toBe(true);
  });

  it('never turns demo mode on by default in production; an explicit DEMO_MODE=true does, with a warning', () => {
    const production = { BETTER_AUTH_SECRET: 'x'.repeat(32), SIGNING_KEY, NODE_ENV: 'production' };
    const quiet = parseEnv(production);
    expect(resolveConfig(quiet, { embedded: true }).demoMode).toBe(false);
    expect(configWarnings(quiet, resolveConfig(quiet, { embedded: true }))).toEqual([]);
    const publicDemo = parseEnv({ ...production, DEMO_MODE: 'true' });
    expect(resolveConfig(publicDemo, { embedded: true }).demoMode).toBe(true);
    expect(configWarnings(publicDemo, resolveConfig(publicDemo, { embedded: true }))).toEqual([expect.stringMatching(/DEMO_MODE=true in production/)]);
  });

  it('seeds the demo companies by default only for the embedded database outside production', () => {
    const secret = { BETTER_AUTH_SECRET: 'x'.repeat(32), SIGNING_KEY };
    expect(resolveConfig(parseEnv(secret), { embedded: true }).seedDemo).toBe(true);
    expect(resolveConfig(parseEnv(secret), { embedded: false }).seedDemo).toBe(false);
    // A production server on the embedded database starts empty: no sample accounts with a published password.
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: 'production' }), { embedded: true }).seedDemo).toBe(false);
    expect(resolveConfig(parseEnv({ ...secret, NODE_ENV: 'production', SEED_DEMO: 'true' }), { embedded: true }).seedDemo).toBe(true);
  });

  it('stores files on local disk under DATA_DIR/files by default, up to 25 MB each', () => {
    const config = resolveConfig(parseEnv({ BETTER_AUTH_SECRET: 'x'.repeat(32), SIGNING_KEY, DATA_DIR: '/var/arbour' }), { embedded: false });
    expect(config.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(config.storage).toEqual({ driver: 'local', dir: '/var/arbour/files' });
  });

  it('needs a bucket and keys for S3 storage, naming what is missing', () => {
    expect(() => parseEnv({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => parseEnv({ UPLOAD_MAX_MB: '0' })).toThrow(/UPLOAD_MAX_MB/);
    const env = parseEnv({
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      SIGNING_KEY,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'arbour-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(resolveConfig(env, { embedded: false }).storage).toEqual({
      driver: 's3',
      bucket: 'arbour-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });
});
