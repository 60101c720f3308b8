import { z } from 'zod';
import { parsePrivateSigningKey } from './lib/signing-keys';

/**
 * The only module that reads process.env. Everything else receives a typed
 * Config, so tests can build one without touching the process.
 */
const zBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const zEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The port in the links the app writes, outside production, when people open another than PORT (a proxy in front).
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Prometheus metrics on a port of their own (GET /metrics); off when unset. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Where the metrics port listens: this machine only, unless a scraper elsewhere must reach it. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Traces over OTLP/HTTP to this collector (its base URL: spans go to /v1/traces); off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Headers the collector asks for (a vendor's API key), as `name=value,name2=value2`. */
  OTEL_EXPORTER_OTLP_HEADERS: z
    .string()
    .transform((v, ctx) => {
      const headers: Record<string, string> = {};
      for (const pair of v.split(',').map((s) => s.trim()).filter(Boolean)) {
        const at = pair.indexOf('=');
        try {
          if (at <= 0) throw new URIError();
          headers[decodeURIComponent(pair.slice(0, at).trim())] = decodeURIComponent(pair.slice(at + 1).trim());
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be name=value pairs separated by commas (values URL-encoded)' });
          return z.NEVER;
        }
      }
      return headers;
    })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('arbour'),
  /** The share of traces kept (0 to 1) where no caller's `traceparent` decided already. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** The role that serves requests: row-level security applies to it (docs/deployment.md). */
  DATABASE_URL: z.url().optional(),
  /** The role that owns the tables: migrations, background work across companies, backups. */
  MIGRATION_DATABASE_URL: z.url().optional(),
  /** Serve even as a superuser, a BYPASSRLS role or the tables' owner: row-level security is then no wall. */
  ALLOW_PRIVILEGED_DATABASE_ROLE: zBool.default(false),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Timeouts (docs/operations.md): each bounds one way a request could wait on the database.
  DATABASE_POOL_WAIT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(4_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(300_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(65_000),
  DATA_DIR: z.string().min(1).default('./data'),
  /** A nightly backup (02:30 UK time, `npm run backup`'s code) into this folder; none when unset. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** How many nightly backups to keep in BACKUP_DIR: the oldest go. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  DEMO_MODE: zBool.optional(),
  SEED_DEMO: zBool.optional(),
  DEFAULT_TENANT: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a valid subdomain label')
    .default('demo'),
  APP_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a bare domain such as arbour.app')
    .default('localhost'),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  // A PEM in one line has its line breaks written as \n (as most secret stores and .env files need).
  SIGNING_KEY: z
    .string()
    .transform((v) => v.replaceAll('\\n', '\n').trim())
    .superRefine((pem, ctx) => {
      try {
        parsePrivateSigningKey(pem);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: `${(error as Error).message}: set an Ed25519 private key in PEM (openssl genpkey -algorithm ed25519)` });
      }
    })
    .optional(),
  TRUST_PROXY: zBool.default(false),
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean)),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_S: z.coerce.number().int().min(1).default(60),
  LEAD_FORMS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LEAD_ACKNOWLEDGEMENTS_PER_HOUR: z.coerce.number().int().min(1).default(50),
  BODY_LIMIT_KB: z.coerce.number().int().min(1).default(1024),
  UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1024).default(25),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: zBool.default(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.email('must be an email address').default('no-reply@arbour.localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof zEnv>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as they do in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = zEnv.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
    throw new EnvError('Invalid configuration:\n  BETTER_AUTH_SECRET: required in production with an external database');
  }
  // Several app servers share an external database; each would otherwise seal with a key of its own.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.SIGNING_KEY) {
    throw new EnvError('Invalid configuration:\n  SIGNING_KEY: required in production with an external database (the same Ed25519 private key on every app server)');
  }
  // PostgreSQL's own timeout should end a slow statement first: its connection stays usable.
  if (env.DATABASE_QUERY_TIMEOUT_MS <= env.DATABASE_STATEMENT_TIMEOUT_MS) {
    throw new EnvError('Invalid configuration:\n  DATABASE_QUERY_TIMEOUT_MS: must be longer than DATABASE_STATEMENT_TIMEOUT_MS');
  }
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
    throw new EnvError('Invalid configuration:\n  MIGRATION_DATABASE_URL: set together with DATABASE_URL (the role that serves requests)');
  }
  if (env.STORAGE_DRIVER === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
    if (missing.length) {
      throw new EnvError(`Invalid configuration:\n${missing.map((name) => `  ${name}: required when STORAGE_DRIVER is s3`).join('\n')}`);
    }
  }
  return env;
}

let cached: Env | undefined;
export function readEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

