import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from './env';
import { loadSigningKeys, type SigningKeys } from './lib/signing-keys';

/** Where uploaded files live: a folder on this server, or an S3-compatible bucket shared by several. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      bucket: string;
      region: string;
      /** Omitted for AWS itself; set for other S3-compatible services. */
      endpoint: string | null;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** What the app needs to run, resolved from the environment once at start. */
export interface AppConfig {
  isProduction: boolean;
  demoMode: boolean;
  /** Seed the demo companies into an empty database at start. */
  seedDemo: boolean;
  defaultTenant: string;
  appDomain: string;
  /**
   * The port in each company's origin (`http://acme.localhost:3000`): PUBLIC_PORT, else PORT outside
   * production; none in production, where the site is https on 443 behind a proxy. See company-origin.ts.
   */
  publicPort: number | null;
  authSecret: string;
  /** The Ed25519 keys that seal contract evidence: SIGNING_KEY or DATA_DIR, never the database. */
  signing: SigningKeys;
  trustProxy: boolean;
  trustedOrigins: string[];
  authRateLimit: { max: number; windowSeconds: number };
  /** Contact, quote and demo forms one address may send a company in an hour. */
  leadFormsPerHour: number;
  /** Emails the forms may send one company's visitors in an hour, from all addresses together. */
  leadAcknowledgementsPerHour: number;
  bodyLimitBytes: number;
  /** The largest file one upload may carry; uploads are exempt from bodyLimitBytes. */
  uploadMaxBytes: number;
  storage: StorageConfig;
  /** SMTP server for outgoing email; without one, each email is written as an .eml file into mailDir. */
  smtpUrl: string | null;
  /** DATA_DIR/mail: the emails of a server without SMTP (only this server's user may read them). */
  mailDir: string;
  mailFrom: string;
  /** Built client (index.html and assets); absent in API-only tests. */
  clientDir: string | null;
}

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export function resolveConfig(env: Env, options: { embedded: boolean }): AppConfig {
  return {
    isProduction: env.NODE_ENV === 'production',
    // Demo mode is on by default only for the embedded, self-contained set-up, and never in
    // production: there it takes an explicit DEMO_MODE=true (a public demo site), with a warning.
    demoMode: env.DEMO_MODE ?? (options.embedded && env.NODE_ENV !== 'production'),
    // Never by default in production: a server's first company would otherwise be the demo company,
    // whose sample accounts sign in with the published sample password.
    seedDemo: env.SEED_DEMO ?? (options.embedded && env.NODE_ENV !== 'production'),
    defaultTenant: env.DEFAULT_TENANT,
    appDomain: env.APP_DOMAIN,
    publicPort: publicPortOf(env),
    authSecret: env.BETTER_AUTH_SECRET ?? readOrCreateSecret(env.DATA_DIR),
    signing: loadSigningKeys({ privateKeyPem: env.SIGNING_KEY ?? null, dataDir: env.DATA_DIR }),
    trustProxy: env.TRUST_PROXY,
    trustedOrigins: env.TRUSTED_ORIGINS,
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_S },
    leadFormsPerHour: env.LEAD_FORMS_PER_HOUR,
    leadAcknowledgementsPerHour: env.LEAD_ACKNOWLEDGEMENTS_PER_HOUR,
    bodyLimitBytes: env.BODY_LIMIT_KB * 1024,
    uploadMaxBytes: env.UPLOAD_MAX_MB * 1024 * 1024,
    storage: resolveStorage(env),
    smtpUrl: env.SMTP_URL ?? null,
    mailDir: path.resolve(env.DATA_DIR, 'mail'),
    mailFrom: env.MAIL_FROM,
    clientDir: DEFAULT_CLIENT_DIR,
  };
}

/** The port in the links the app writes (AppConfig.publicPort), for the server and the command-line tools alike. */
export function publicPortOf(env: Pick<Env, 'NODE_ENV' | 'PORT' | 'PUBLIC_PORT'>): number | null {
  if (env.PUBLIC_PORT) return env.PUBLIC_PORT;
  return env.NODE_ENV === 'production' || env.PORT === 0 ? null : env.PORT;
}

/** What the server should say at start about a configuration it runs with but that needs a second look. */
export function configWarnings(env: Env, config: AppConfig): string[] {
  const warnings: string[] = [];
  if (config.isProduction && config.demoMode) {
    warnings.push(
      'DEMO_MODE=true in production: sample accounts sign in with the sample password on demo companies (those the demo seed made), each visitor in a private copy. Unset DEMO_MODE unless this is a public demo site.',
    );
  }
  return warnings;
}

function resolveStorage(env: Env): StorageConfig {
  if (env.STORAGE_DRIVER === 'local') return { driver: 'local', dir: path.resolve(env.DATA_DIR, 'files') };
  // parseEnv has already refused s3 without a bucket and keys.
  return {
    driver: 's3',
    bucket: env.S3_BUCKET!,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT ?? null,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/** A generated secret kept beside the data, so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'auth-secret');
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  } catch {
    // first start
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o755 });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
