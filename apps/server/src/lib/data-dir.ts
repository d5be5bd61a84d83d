import { randomUUID } from 'node:crypto';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { ConfigError } from '../config';

/** How long the data directory may take to answer before the start gives up on it. */
const DATA_DIR_PROBE_MS = 10_000;

/**
 * Makes sure `dir` exists and this process can write there, or stops the start with a message
 * naming `variable`. Creates missing folders one by one: Node's recursive mkdir never returns on
 * some paths (`/proc/x` loops forever), which hung the start.
 */
export async function ensureWritableDirectory(dir: string, variable: string): Promise<void> {
  const absolute = resolve(dir);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ConfigError(`${variable}: ${absolute} did not answer within ${DATA_DIR_PROBE_MS / 1000} s`),
        ),
      DATA_DIR_PROBE_MS,
    );
  });
  try {
    await Promise.race([probe(absolute), timeout]);
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    const { code, message } = error as NodeJS.ErrnoException;
    throw new ConfigError(`${variable}: cannot use ${absolute} as a writable folder (${code ?? message})`);
  } finally {
    clearTimeout(timer);
  }
}

async function probe(absolute: string): Promise<void> {
  const missing: string[] = [];
  let at = absolute;
  for (;;) {
    try {
      const found = await stat(at);
      if (!found.isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(at) === at) throw error;
      missing.unshift(at);
      at = dirname(at);
    }
  }
  for (const folder of missing) {
    // Another server process starting at the same moment may have made it first.
    await mkdir(folder).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  const probeFile = join(absolute, `.write-probe-${randomUUID()}`);
  await writeFile(probeFile, 'kadirio');
  await unlink(probeFile);
}
