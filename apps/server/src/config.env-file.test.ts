import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, ENV_FILE_VARIABLE, KNOWN_VARIABLES, loadConfig, readEnvironment } from './config';

const EXAMPLE = new URL('../../../.env.example', import.meta.url);

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'kadirio-env-'));
});
afterEach(() => {
  rmSync(directory, { recursive: true, force: true });
});

describe('settings from a .env file', () => {
  it('reads .env in the working directory', () => {
    writeFileSync(join(directory, '.env'), '# a comment\nPORT=5055\nLOG_LEVEL="warn"\n');
    const config = loadConfig(readEnvironment({}, directory));
    expect(config.port).toBe(5055);
    expect(config.logLevel).toBe('warn');
  });

  it('lets the environment win over the file', () => {
    writeFileSync(join(directory, '.env'), 'PORT=5055\nDATA_DIR=/from/file\n');
    const config = loadConfig(readEnvironment({ PORT: '6066' }, directory));
    expect(config.port).toBe(6066);
    expect(config.dataDir).toBe('/from/file');
  });

  it('reads the file KADIRIO_ENV_FILE names instead, relative to the working directory', () => {
    writeFileSync(join(directory, '.env'), 'PORT=5055\n');
    writeFileSync(join(directory, 'staging.env'), 'PORT=7077\n');
    const config = loadConfig(readEnvironment({ [ENV_FILE_VARIABLE]: 'staging.env' }, directory));
    expect(config.port).toBe(7077);
  });

  it('refuses a KADIRIO_ENV_FILE that is not there, naming it; a missing .env is no error', () => {
    expect(() => readEnvironment({ [ENV_FILE_VARIABLE]: 'nowhere.env' }, directory)).toThrow(
      new ConfigError(`KADIRIO_ENV_FILE: cannot read ${join(directory, 'nowhere.env')} (ENOENT)`),
    );
    expect(readEnvironment({ PORT: '1' }, directory)).toEqual({ PORT: '1' });
  });

  it('refuses a look-alike name in the file as it does in the environment', () => {
    writeFileSync(join(directory, '.env'), 'DATABSE_URL=postgres://db/kadirio\n');
    expect(() => loadConfig(readEnvironment({}, directory))).toThrow(
      /DATABSE_URL: not a setting Kadirio knows; did you mean DATABASE_URL\?/,
    );
  });

  it('refuses a secret set but empty in the file', () => {
    writeFileSync(join(directory, '.env'), 'JWT_SECRET=\n');
    expect(() => loadConfig(readEnvironment({}, directory))).toThrow(/JWT_SECRET: is set but empty/);
  });
});

describe('.env.example', () => {
  const example = readFileSync(EXAMPLE, 'utf8');
  /** `# NAME=value` or `NAME=value`: the settings the example lists. */
  const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

  it('lists every setting config.ts knows, and besides them only those compose.yaml reads', () => {
    expect(listed).toEqual(expect.arrayContaining(KNOWN_VARIABLES));
    const compose = readFileSync(new URL('../../../compose.yaml', import.meta.url), 'utf8');
    const composeNames = new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]));
    const others = listed.filter((name) => !KNOWN_VARIABLES.includes(name!));
    expect(others.length).toBeGreaterThan(0);
    for (const name of others) expect(composeNames, `${name} is read by compose.yaml`).toContain(name);
    for (const name of composeNames) expect(listed, `${name} is in .env.example`).toContain(name);
  });

  it('has a comment line above each setting', () => {
    const lines = example.split('\n');
    for (const name of listed) {
      const at = lines.findIndex((line) => line.startsWith(`# ${name}=`));
      const above = lines.slice(0, at).reverse();
      const comment = above.find((line) => !/^# [A-Z][A-Z0-9_]*=/.test(line));
      expect(comment, name).toMatch(/^# \S/);
    }
  });

  it('copied to .env as it is, starts on the defaults', () => {
    writeFileSync(join(directory, '.env'), example);
    expect(loadConfig(readEnvironment({}, directory))).toEqual(loadConfig({}));
  });
});
