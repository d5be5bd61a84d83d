import { AdminAccountSchema } from '@kadirio/domain';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';
import { findLookAlikes } from './config/look-alikes';
import { parseTrustProxy, type TrustProxy } from './config/trust-proxy';
import type { S3Settings } from './storage/s3-file-store';

/**
 * The only place that reads the environment. Every value is parsed here, so a bad value stops
 * start-up with a message naming the variable instead of failing later in a request.
 */
/** A host name (RFC 1123 labels) or an IP address to listen on. */
const HostSchema = z
  .string()
  .refine(
    (value) =>
      isIP(value) !== 0 ||
      /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i.test(value),
    { message: 'must be an IP address (0.0.0.0, 127.0.0.1, ::) or a host name' },
  );

/** TLS to PostgreSQL: off, encrypted only, or encrypted to a verified server (its CA; and its name). */
export const SSL_MODES = ['disable', 'require', 'verify-ca', 'verify-full'] as const;
export type SslMode = (typeof SSL_MODES)[number];

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: HostSchema.default('0.0.0.0'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(5000),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
      .optional(),
    /** PostgreSQL only (docs/operations.md, "The database"): connections per server process. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
    /** PostgreSQL only: a statement running longer is cancelled; 0 lets it run (the default). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(86_400_000).default(0),
    /** PostgreSQL only: TLS to the database, as libpq's sslmode of the same names. */
    DATABASE_SSL_MODE: z.enum(SSL_MODES).optional(),
    /** PostgreSQL only: the CA certificate (PEM) the database's certificate must chain to. */
    DATABASE_SSL_CA_FILE: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    TOKEN_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(12 * 60, { message: 'must be at most 720 (12 hours)' })
      .default(120),
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter((origin) => origin.length > 0),
      )
      .pipe(
        z.array(z.url({ message: 'must be a comma-separated list of origins like https://example.com' })),
      ),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((value, context): TrustProxy => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'string') {
          context.addIssue({ code: 'custom', message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' })
      .optional(),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(2),
    ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
    ADMIN_PASSWORD: z.string().optional(),
    ADMIN_NAME: z.string().min(1).default('Administrator'),
    WEB_DIST_DIR: z.string().optional(),
    /** "Keep me signed in": how long such a session lasts (revoked at once by sign-out or a password change). */
    REMEMBER_ME_DAYS: z.coerce.number().int().min(1).max(90, { message: 'must be at most 90' }).default(30),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+/, {
        message: 'must look like smtp://host:port or smtps://user:pass@host:465',
      })
      .optional(),
    SMTP_FROM: z.string().min(3).optional(),
    /** The address people open the app at, for links in e-mails (never taken from a request's Host). */
    PUBLIC_URL: z.url({ message: 'must be the app address, like https://kadirio.co.tz' }).optional(),
    /** Files in an S3-compatible bucket (decision 0018) when S3_BUCKET is set; else under DATA_DIR. */
    S3_ENDPOINT: z
      .url({ message: 'must be the object store address, like https://s3.eu-central-1.amazonaws.com' })
      .optional(),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens',
      })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Read by readEnvironment before this schema; listed so it is known (and its typos refused). */
    KADIRIO_ENV_FILE: z.string().min(1).optional(),
  })
  .refine((env) => !env.SMTP_URL || (env.SMTP_FROM && env.PUBLIC_URL), {
    message: 'SMTP_URL needs SMTP_FROM (the sender) and PUBLIC_URL (for the links in mails)',
    path: ['SMTP_URL'],
  });

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  /** How the server talks to PostgreSQL; unused on PGlite (DATABASE_URL unset). */
  database: {
    poolSize: number;
    /** 0: no limit. */
    statementTimeoutMs: number;
    /** Unset: as DATABASE_URL says (its `sslmode`), else no TLS. */
    sslMode: SslMode | undefined;
    sslCaFile: string | undefined;
  };
  dataDir: string;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  corsOrigins: string[];
  bodyLimitBytes: number;
  authRateLimitPerMinute: number;
  /** Public calculators (take-off, instant estimate): per address per minute. */
  publicRateLimitPerMinute: number;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Rate-limit counters shared by every server process; in-process when unset. */
  redisUrl: string | undefined;
  /** After SIGTERM: how long /api/health/ready answers 503 before the listener closes. */
  shutdownDrainSeconds: number;
  admin: { email: string | undefined; password: string | undefined; name: string };
  webDistDir: string | undefined;
  rememberMeDays: number;
  /** Outgoing e-mail; both undefined when SMTP_URL is not set (no e-mail is sent). */
  smtp: { url: string | undefined; from: string | undefined };
  publicUrl: string | undefined;
  /** Where files live: an S3-compatible bucket, or null for the local disk under DATA_DIR. */
  s3: S3Settings | null;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Secrets and addresses: set but empty is a mistake (a template left blank), never "unset". */
const MUST_NOT_BE_EMPTY = [
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** With S3_BUCKET set, files go to the bucket: each of these must then be given too. */
const S3_NEEDS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const KNOWN_VARIABLES = Object.keys(EnvSchema.shape);

function problemsBesidesTheSchema(env: Record<string, string | undefined>): string[] {
  const problems = findLookAlikes(Object.keys(env), KNOWN_VARIABLES).map(
    ({ name, meant }) => `${name}: not a setting Kadirio knows; did you mean ${meant}?`,
  );
  for (const name of MUST_NOT_BE_EMPTY) {
    if (env[name] === '') problems.push(`${name}: is set but empty; give it a value or remove it`);
  }
  const hasEmail = Boolean(env.ADMIN_EMAIL);
  const hasPassword = Boolean(env.ADMIN_PASSWORD);
  if (hasEmail !== hasPassword) {
    problems.push(
      hasEmail ? 'ADMIN_PASSWORD: required with ADMIN_EMAIL' : 'ADMIN_EMAIL: required with ADMIN_PASSWORD',
    );
  }
  problems.push(...s3Problems(env));
  problems.push(...databaseProblems(env));
  return problems;
}

const POSTGRES_ONLY = [
  'DATABASE_POOL_SIZE',
  'DATABASE_STATEMENT_TIMEOUT_MS',
  'DATABASE_SSL_MODE',
  'DATABASE_SSL_CA_FILE',
] as const;

/** PostgreSQL settings without PostgreSQL, or TLS said twice or half: refused rather than ignored. */
function databaseProblems(env: Record<string, string | undefined>): string[] {
  const given = POSTGRES_ONLY.filter((name) => Boolean(env[name]));
  if (!env.DATABASE_URL) {
    return given.length > 0 ? [`DATABASE_URL: required with ${given.join(', ')} (PostgreSQL settings)`] : [];
  }
  const problems: string[] = [];
  if (env.DATABASE_SSL_MODE && /[?&]sslmode=/.test(env.DATABASE_URL)) {
    problems.push('DATABASE_SSL_MODE: DATABASE_URL has an sslmode too; keep one of them');
  }
  const verifies = env.DATABASE_SSL_MODE === 'verify-ca' || env.DATABASE_SSL_MODE === 'verify-full';
  if (env.DATABASE_SSL_CA_FILE && !verifies) {
    problems.push('DATABASE_SSL_CA_FILE: needs DATABASE_SSL_MODE=verify-ca or verify-full');
  }
  // Without a CA of its own, verify-ca would accept any server a public CA signed for anyone.
  if (env.DATABASE_SSL_MODE === 'verify-ca' && !env.DATABASE_SSL_CA_FILE) {
    problems.push('DATABASE_SSL_CA_FILE: required with DATABASE_SSL_MODE=verify-ca');
  }
  return problems;
}

/** Half an object-store set-up is refused by name: it would otherwise put files on the disk in silence. */
function s3Problems(env: Record<string, string | undefined>): string[] {
  const given = (name: string) => Boolean(env[name]);
  if (given('S3_BUCKET')) {
    return S3_NEEDS.filter((name) => !given(name)).map((name) => `${name}: required with S3_BUCKET`);
  }
  const stray = [...S3_NEEDS, 'S3_REGION'].filter(given);
  return stray.length > 0
    ? [`S3_BUCKET: required with ${stray.join(', ')} (files go to S3 only with a bucket)`]
    : [];
}

/** The first admin from ADMIN_*, checked as an account would be, so a short password stops the start. */
function adminProblems(value: z.infer<typeof EnvSchema>): string[] {
  if (!value.ADMIN_EMAIL || !value.ADMIN_PASSWORD) return [];
  const account = AdminAccountSchema.safeParse({
    email: value.ADMIN_EMAIL,
    password: value.ADMIN_PASSWORD,
    name: value.ADMIN_NAME,
  });
  if (account.success) return [];
  return account.error.issues.map(
    (issue) => `ADMIN_${String(issue.path[0]).toUpperCase()}: ${issue.message}`,
  );
}

/** The variable that names a settings file other than `./.env`. */
export const ENV_FILE_VARIABLE = 'KADIRIO_ENV_FILE';

/**
 * The process's environment over the settings file: `KADIRIO_ENV_FILE` when set (it must exist),
 * else `.env` in the working directory when there is one. A variable set in the environment wins
 * over the file, as with `node --env-file` (docs/operations.md, "Configure"), so one setting can
 * be changed for one run without editing the file. The file's names are checked like the
 * environment's: a look-alike in it is refused too.
 */
export function readEnvironment(
  env: Record<string, string | undefined> = process.env,
  workingDirectory: string = process.cwd(),
): Record<string, string | undefined> {
  const named = env[ENV_FILE_VARIABLE];
  const path = named ? resolve(workingDirectory, named) : join(workingDirectory, '.env');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    if (!named && code === 'ENOENT') return env;
    throw new ConfigError(`${named ? ENV_FILE_VARIABLE : '.env'}: cannot read ${path} (${code})`);
  }
  return { ...parseEnv(text), ...env };
}

export function loadConfig(env: Record<string, string | undefined> = readEnvironment()): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  const problems = problemsBesidesTheSchema(env);
  if (!parsed.success) {
    problems.push(...parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  } else {
    problems.push(...adminProblems(parsed.data));
  }
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    databaseUrl: value.DATABASE_URL,
    database: {
      poolSize: value.DATABASE_POOL_SIZE,
      statementTimeoutMs: value.DATABASE_STATEMENT_TIMEOUT_MS,
      sslMode: value.DATABASE_SSL_MODE,
      sslCaFile: value.DATABASE_SSL_CA_FILE,
    },
    dataDir: value.DATA_DIR,
    jwtSecret: value.JWT_SECRET,
    tokenTtlMinutes: value.TOKEN_TTL_MINUTES,
    corsOrigins: value.CORS_ORIGINS,
    bodyLimitBytes: value.BODY_LIMIT_BYTES,
    authRateLimitPerMinute: value.AUTH_RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: value.PUBLIC_RATE_LIMIT_PER_MINUTE,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    redisUrl: value.REDIS_URL,
    shutdownDrainSeconds: value.SHUTDOWN_DRAIN_SECONDS,
    admin: { email: value.ADMIN_EMAIL, password: value.ADMIN_PASSWORD, name: value.ADMIN_NAME },
    webDistDir: value.WEB_DIST_DIR,
    rememberMeDays: value.REMEMBER_ME_DAYS,
    smtp: { url: value.SMTP_URL, from: value.SMTP_FROM },
    publicUrl: value.PUBLIC_URL,
    s3:
      value.S3_BUCKET && value.S3_ENDPOINT && value.S3_ACCESS_KEY_ID && value.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: value.S3_ENDPOINT,
            bucket: value.S3_BUCKET,
            region: value.S3_REGION,
            accessKeyId: value.S3_ACCESS_KEY_ID,
            secretAccessKey: value.S3_SECRET_ACCESS_KEY,
          }
        : null,
  };
}
