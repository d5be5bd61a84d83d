import { resolve } from 'node:path';
import { restoreBackup } from './backup/archive-reader';
import { writeBackup } from './backup/archive-writer';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './start';
import { checkS3Bucket } from './storage/check-s3-bucket';
import { createFileStore } from './storage/create-file-store';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the database (PGlite under DATA_DIR,
 * or DATABASE_URL) and the stored files (DATA_DIR/files or the S3 bucket), together, in one
 * streamed archive with a checksum per entry (backup/archive-format.ts). On PGlite stop the server
 * first: its data directory admits one process. A restore replaces everything; stop the server for it.
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    throw new ConfigError('Usage: npm run backup -- <file>   or   npm run restore -- <file>');
  }
  const config = loadConfig();
  if (config.s3) await checkS3Bucket(config.s3);
  const store = createFileStore(config);
  const database = await openConfiguredDatabase(config);
  try {
    if (command === 'backup') {
      const summary = await writeBackup(database.db, store, resolve(file));
      console.info(
        `Backed up ${summary.tables} tables (${summary.rows} rows) and ${summary.files} files to ${file} ` +
          `(checksum ${summary.whole}).`,
      );
    } else {
      const manifest = await restoreBackup(database.db, store, resolve(file));
      console.info(`Restored the backup of ${manifest.createdAt} from ${file} (database: ${database.kind}).`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
