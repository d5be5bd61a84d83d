import { z } from 'zod';

/**
 * The only place that reads the environment. Every value is parsed here, so a bad value stops
 * start-up with a message naming the variable instead of failing later in a request.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(5000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'must start with postgres:// or postgresql://' })
    .optional(),
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
    .pipe(z.array(z.url({ message: 'must be a comma-separated list of origins like https://example.com' }))),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50_000_000).default(1_048_576),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  PUBLIC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv.default(false),
  ADMIN_EMAIL: z.email({ message: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().min(1).default('Administrator'),
  WEB_DIST_DIR: z.string().optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  corsOrigins: string[];
  bodyLimitBytes: number;
  authRateLimitPerMinute: number;
  /** Public calculators (take-off, instant estimate): per address per minute. */
  publicRateLimitPerMinute: number;
  logLevel: string;
  trustProxy: boolean;
  admin: { email: string | undefined; password: string | undefined; name: string };
  webDistDir: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration — ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    databaseUrl: value.DATABASE_URL,
    dataDir: value.DATA_DIR,
    jwtSecret: value.JWT_SECRET,
    tokenTtlMinutes: value.TOKEN_TTL_MINUTES,
    corsOrigins: value.CORS_ORIGINS,
    bodyLimitBytes: value.BODY_LIMIT_BYTES,
    authRateLimitPerMinute: value.AUTH_RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: value.PUBLIC_RATE_LIMIT_PER_MINUTE,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    admin: { email: value.ADMIN_EMAIL, password: value.ADMIN_PASSWORD, name: value.ADMIN_NAME },
    webDistDir: value.WEB_DIST_DIR,
  };
}
