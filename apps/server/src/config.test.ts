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

  it('reads overrides and treats empty strings as unset', () => {
    const config = loadConfig({
      PORT: '5055',
      DATA_DIR: '/tmp/k',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      JWT_SECRET: '',
    });
    expect(config.port).toBe(5055);
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/test');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.jwtSecret).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must start with postgres/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET: must be at least 32/],
    [{ TOKEN_TTL_MINUTES: '721' }, /TOKEN_TTL_MINUTES: must be at most 720/],
    [{ CORS_ORIGINS: 'not a url' }, /CORS_ORIGINS/],
    [{ ADMIN_EMAIL: 'nobody' }, /ADMIN_EMAIL/],
  ])('stops with a message naming the bad variable: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
