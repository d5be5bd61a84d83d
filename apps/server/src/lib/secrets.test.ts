import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './secrets';

describe('resolveJwtSecret', () => {
  it('prefers the configured secret and writes nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kadirio-secret-'));
    const configured = 'c'.repeat(40);
    expect(await resolveJwtSecret(configured, dir)).toBe(configured);
    await expect(stat(join(dir, 'jwt-secret'))).rejects.toThrow();
  });

  it('generates a secret once, readable by the owner only, and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kadirio-secret-'));
    const first = await resolveJwtSecret(undefined, dir);
    const second = await resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(second).toBe(first);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o077).toBe(0);
  });
});
