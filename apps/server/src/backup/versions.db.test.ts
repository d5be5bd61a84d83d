import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION, majorOf } from '../lib/app-version';
import { createSignedInUser } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { fingerprint } from './archive';
import { OtherVersionBackupError } from './archive-format';
import { restoreBackup, verifyBackup } from './archive-reader';
import { writeBackup } from './archive-writer';

/** A backup names the version that made it; another MAJOR version refuses to restore it. */
let source: TestApp;
let target: TestApp;
let workDir: string;

beforeAll(async () => {
  [source, target] = await Promise.all([createTestApp(), createTestApp()]);
  workDir = await mkdtemp(join(tmpdir(), 'kadirio-backup-versions-'));
  await createSignedInUser(source, 'user');
});
afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  await rm(workDir, { recursive: true, force: true });
});

describe('a backup and the version of Kadirio', () => {
  it('records the version that made it', async () => {
    const file = join(workDir, 'current.backup');
    await writeBackup(source.database.db, source.app.fileStore, file);
    const { manifest } = await verifyBackup(file);
    expect(manifest.appVersion).toBe(APP_VERSION);
    expect(majorOf(APP_VERSION)).toBeGreaterThanOrEqual(0);
  });

  it('refuses a backup of another MAJOR version with a clear message, changing nothing', async () => {
    const file = join(workDir, 'one.backup');
    await writeBackup(source.database.db, source.app.fileStore, file, { appVersion: '1.4.2' });
    const before = await fingerprint(target.database.db, target.app.fileStore);
    const restoring = restoreBackup(target.database.db, target.app.fileStore, file, { appVersion: '2.0.0' });
    await expect(restoring).rejects.toThrow(OtherVersionBackupError);
    await expect(restoring).rejects.toThrow(
      'This backup was made by Kadirio 1.4.2 and this is Kadirio 2.0.0: a backup is restored by the MAJOR ' +
        'version that made it (1.x).',
    );
    expect(await fingerprint(target.database.db, target.app.fileStore)).toEqual(before);
  });

  it('restores a backup of the same MAJOR version, an older MINOR included', async () => {
    const file = join(workDir, 'minor.backup');
    await writeBackup(source.database.db, source.app.fileStore, file, { appVersion: '1.4.2' });
    await expect(
      restoreBackup(target.database.db, target.app.fileStore, file, { appVersion: '1.9.0' }),
    ).resolves.toMatchObject({ appVersion: '1.4.2' });
    expect(await fingerprint(target.database.db, target.app.fileStore)).toEqual(
      await fingerprint(source.database.db, source.app.fileStore),
    );
  });
});
