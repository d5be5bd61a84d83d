import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { postgresTls } from './start';

const settings = { poolSize: 10, statementTimeoutMs: 0, sslCaFile: undefined };

describe('postgresTls: DATABASE_SSL_MODE as libpq means it', () => {
  it('leaves TLS to the URL when unset, turns it off for disable, encrypts without checks for require', () => {
    expect(postgresTls({ ...settings, sslMode: undefined })).toBeUndefined();
    expect(postgresTls({ ...settings, sslMode: 'disable' })).toBe(false);
    expect(postgresTls({ ...settings, sslMode: 'require' })).toEqual({ rejectUnauthorized: false });
  });

  it('verifies the certificate against the CA file: its name too for verify-full, not for verify-ca', () => {
    const directory = mkdtempSync(join(tmpdir(), 'kadirio-tls-'));
    try {
      const caFile = join(directory, 'ca.pem');
      writeFileSync(caFile, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
      const full = postgresTls({ ...settings, sslMode: 'verify-full', sslCaFile: caFile });
      expect(full).toEqual({ rejectUnauthorized: true, ca: expect.stringContaining('BEGIN CERTIFICATE') });
      const ca = postgresTls({ ...settings, sslMode: 'verify-ca', sslCaFile: caFile });
      expect(ca).toMatchObject({ rejectUnauthorized: true, ca: expect.any(String) });
      expect(typeof ca === 'object' && ca.checkServerIdentity?.('db.example', {} as never)).toBeUndefined();
      expect(postgresTls({ ...settings, sslMode: 'verify-full' })).toEqual({ rejectUnauthorized: true });
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
