import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      dataDir: './data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      tokenTtlMinutes: 120,
      corsOrigins: [],
    });
  });

  it('reads overrides and treats empty strings as unset, secrets and addresses apart', () => {
    const config = loadConfig({
      PORT: '5055',
      DATA_DIR: '/tmp/k',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      LOG_LEVEL: '',
    });
    expect(config.port).toBe(5055);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.logLevel).toBe('info');
  });

  it.each([
    'JWT_SECRET',
    'ADMIN_PASSWORD',
    'DATABASE_URL',
    'REDIS_URL',
    'S3_ENDPOINT',
    'S3_BUCKET',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
  ])('refuses %s set but empty, naming it', (name) => {
    expect(() => loadConfig({ [name]: '' })).toThrow(new RegExp(`${name}: is set but empty`));
  });

  it.each([
    ['DATABSE_URL', 'DATABASE_URL'],
    ['database_url', 'DATABASE_URL'],
    ['JWT_SECRT', 'JWT_SECRET'],
    ['LOGLEVEL', 'LOG_LEVEL'],
    ['TRUST_PROXI', 'TRUST_PROXY'],
    ['S3_BUKET', 'S3_BUCKET'],
    ['S3_ENDPIONT', 'S3_ENDPOINT'],
    ['S3_SECRET_ACCES_KEY', 'S3_SECRET_ACCESS_KEY'],
  ])('refuses the look-alike %s: did you mean %s?', (name, meant) => {
    expect(() => loadConfig({ [name]: 'x' })).toThrow(
      `${name}: not a setting Kadirio knows; did you mean ${meant}?`,
    );
  });

  const S3 = {
    S3_ENDPOINT: 'http://127.0.0.1:3900',
    S3_BUCKET: 'kadirio-files',
    S3_ACCESS_KEY_ID: 'GK31c2f218a2e44f485b94239e',
    S3_SECRET_ACCESS_KEY: 'b892c0665f0ada8a4755dae98baa3b133590e11dae3bcc1f9d38d8e0dc8c3d67',
  };

  it('keeps files on the local disk unless S3_BUCKET is set, then reads the whole S3 set-up', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig(S3).s3).toEqual({
      endpoint: 'http://127.0.0.1:3900',
      bucket: 'kadirio-files',
      region: 'us-east-1',
      accessKeyId: S3.S3_ACCESS_KEY_ID,
      secretAccessKey: S3.S3_SECRET_ACCESS_KEY,
    });
    expect(loadConfig({ ...S3, S3_REGION: 'auto' }).s3?.region).toBe('auto');
  });

  it.each(['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])(
    'refuses S3_BUCKET without %s, naming it',
    (name) => {
      expect(() => loadConfig({ ...S3, [name]: undefined })).toThrow(`${name}: required with S3_BUCKET`);
    },
  );

  it('refuses S3 keys or an endpoint without S3_BUCKET, and a bucket or endpoint that cannot be one', () => {
    expect(() => loadConfig({ ...S3, S3_BUCKET: undefined })).toThrow(
      'S3_BUCKET: required with S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
    expect(() => loadConfig({ ...S3, S3_BUCKET: 'Kadirio_Files' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: '127.0.0.1:3900' })).toThrow(
      /S3_ENDPOINT: must be the object store address/,
    );
  });

  it("leaves the machine's own variables alone (HOME is two edits from HOST)", () => {
    expect(() =>
      loadConfig({ HOME: '/root', PATH: '/usr/bin', HOSTNAME: 'box', USER: 'root', npm_config_port: '1' }),
    ).not.toThrow();
  });

  it('reads TRUST_PROXY as true/false, a hop count, or addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'loopback',
    ]);
  });

  it('checks the first admin at once: a short ADMIN_PASSWORD, or one without the other', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: /,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com' })).toThrow(
      'ADMIN_PASSWORD: required with ADMIN_EMAIL',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long-enough-password' })).toThrow(
      'ADMIN_EMAIL: required with ADMIN_PASSWORD',
    );
  });

  it('reads the outgoing mail settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://mail.example.com:587',
      SMTP_FROM: 'Kadirio <no-reply@kadirio.co.tz>',
      PUBLIC_URL: 'https://kadirio.co.tz',
    });
    expect(config.smtp).toEqual({
      url: 'smtp://mail.example.com:587',
      from: 'Kadirio <no-reply@kadirio.co.tz>',
    });
    expect(config.publicUrl).toBe('https://kadirio.co.tz');
    expect(loadConfig({}).smtp).toEqual({ url: undefined, from: undefined });
    expect(loadConfig({}).rememberMeDays).toBe(30);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET: must be at least 32/],
    [{ TOKEN_TTL_MINUTES: '721' }, /TOKEN_TTL_MINUTES: must be at most 720/],
    [{ CORS_ORIGINS: 'not a url' }, /CORS_ORIGINS/],
    [{ ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'long-enough-password' }, /ADMIN_EMAIL/],
    [{ HOST: 'not a host!' }, /HOST: must be an IP address/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY: must be true, false, a hop count/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY: /],
    [{ REDIS_URL: 'http://127.0.0.1:6379' }, /REDIS_URL: must start with redis:\/\//],
    [{ SMTP_URL: 'http://mail.example.com' }, /SMTP_URL: must look like smtp:\/\/host:port/],
    [{ SMTP_URL: 'smtp://mail.example.com:587' }, /SMTP_URL: SMTP_URL needs SMTP_FROM/],
    [{ PUBLIC_URL: 'kadirio' }, /PUBLIC_URL/],
    [{ REMEMBER_ME_DAYS: '91' }, /REMEMBER_ME_DAYS: must be at most 90/],
  ])('stops with a message naming the bad variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the PostgreSQL settings', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/kadirio';

  it('defaults to a pool of 10, no statement timeout, TLS as the URL says', () => {
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      poolSize: 10,
      statementTimeoutMs: 0,
      sslMode: undefined,
      sslCaFile: undefined,
    });
  });

  it('reads them', () => {
    const config = loadConfig({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      DATABASE_SSL_MODE: 'verify-full',
      DATABASE_SSL_CA_FILE: '/etc/kadirio/db-ca.pem',
    });
    expect(config.database).toEqual({
      poolSize: 25,
      statementTimeoutMs: 30_000,
      sslMode: 'verify-full',
      sslCaFile: '/etc/kadirio/db-ca.pem',
    });
  });

  it.each([
    [{ DATABASE_POOL_SIZE: '5' }, 'DATABASE_URL: required with DATABASE_POOL_SIZE (PostgreSQL settings)'],
    [{ DATABASE_URL: url, DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE: Too small'],
    [{ DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: 'soon' }, 'DATABASE_STATEMENT_TIMEOUT_MS:'],
    [{ DATABASE_URL: url, DATABASE_SSL_MODE: 'prefer' }, 'DATABASE_SSL_MODE:'],
    [
      { DATABASE_URL: `${url}?sslmode=require`, DATABASE_SSL_MODE: 'verify-full' },
      'DATABASE_SSL_MODE: DATABASE_URL has an sslmode too; keep one of them',
    ],
    [
      { DATABASE_URL: url, DATABASE_SSL_MODE: 'require', DATABASE_SSL_CA_FILE: '/ca.pem' },
      'DATABASE_SSL_CA_FILE: needs DATABASE_SSL_MODE=verify-ca or verify-full',
    ],
    [
      { DATABASE_URL: url, DATABASE_SSL_MODE: 'verify-ca' },
      'DATABASE_SSL_CA_FILE: required with DATABASE_SSL_MODE=verify-ca',
    ],
  ])('refuses %o, naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
