import { resolve } from 'node:path';
import { checkS3Bucket } from './storage/check-s3-bucket';
import { createFileStore } from './storage/create-file-store';
import { readArchive, restoreBackup, createBackup, writeArchive } from './backup/archive';
import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './start';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the database (PGlite under DATA_DIR,
 * or DATABASE_URL) and the stored files, together, in one archive. On PGlite stop the server first:
 * its data directory admits one process. A restore replaces everything; stop the server for it.
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
      const archive = await createBackup(database.db, store);
      await writeArchive(resolve(file), archive);
      const rows = archive.tables.reduce((sum, table) => sum + table.rows.length, 0);
      console.info(
        `Backed up ${archive.tables.length} tables (${rows} rows) and ${archive.files.length} files to ${file}.`,
      );
    } else {
      const archive = await readArchive(resolve(file));
      await restoreBackup(database.db, store, archive);
      console.info(`Restored the backup of ${archive.createdAt} from ${file} (database: ${database.kind}).`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
