import { execFile } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const screenshotDir = resolve(import.meta.dirname, '..', 'screenshots');

/** The text of a downloaded PDF, page by page, as poppler's pdftotext lays it out. */
export async function pdfPages(path: string): Promise<string[]> {
  const { stdout } = await run('pdftotext', ['-layout', path, '-'], { maxBuffer: 32 * 1024 * 1024 });
  // pdftotext ends every page with a form feed.
  return stdout.split('\f').slice(0, -1);
}

/**
 * Renders page `page` of a PDF to e2e/screenshots/<name>.png (pdftoppm, 60 dpi), for a person to
 * look at the document as it prints.
 */
export async function renderPdfPage(path: string, page: number, name: string): Promise<void> {
  await mkdir(screenshotDir, { recursive: true });
  const page1 = String(page);
  await run('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    page1,
    '-l',
    page1,
    '-singlefile',
    path,
    join(screenshotDir, name),
  ]);
}
