import { resolve } from 'node:path';
import type { AppConfig } from '../config';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';

/** The configured store: the S3 bucket when S3_BUCKET is set, else `<DATA_DIR>/files`. */
export function createFileStore(config: Pick<AppConfig, 's3' | 'dataDir'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(localFilesDir(config.dataDir));
}

/** Where the local driver keeps files: `<DATA_DIR>/files`. */
export const localFilesDir = (dataDir: string): string => resolve(dataDir, 'files');
