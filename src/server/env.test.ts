import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config';
import { EnvError, parseEnv } from './env';

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

  it('requires an auth secret in production with an external database', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/arbour' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('turns demo mode on by default only for the embedded database', () => {
    const secret = { BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(resolveConfig(parseEnv(secret), { embedded: true }).demoMode).toBe(true);
    expect(resolveConfig(parseEnv(secret), { embedded: false }).demoMode).toBe(false);
    expect(resolveConfig(parseEnv({ ...secret, DEMO_MODE: 'false' }), { embedded: true }).demoMode).toBe(false);
    expect(resolveConfig(parseEnv({ ...secret, DEMO_MODE: 'true' }), { embedded: false }).demoMode).toBe(true);
  });
});
