import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers gain less than the compressing costs (and fit one packet anyway). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * The account routes answer with sessions' tokens beside what the caller sent: compressed, the
 * size of such an answer could leak the token to one who can send many requests (BREACH). They
 * are small answers, so nothing is lost by sending them as they are.
 */
const SECRET_BEARING = /^\/api\/users(\/|\?|$)/;

/**
 * Brotli when the browser takes it, else gzip; null when it takes neither. An encoding refused
 * with `q=0` does not count.
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0+)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses the API's JSON answers for browsers that ask for it. An issued bill is some 285 KB
 * of JSON, and on the slow mobile links our clients have that is seconds before the page can
 * show it (the client's Lighthouse budget, docs/performance.md); compressed it is about a tenth.
 * Only JSON: the built web assets go out pre-compressed (static-web.ts), and PDFs, workbooks and
 * drawings are files already compressed (or served by range, which must not be re-encoded). Brotli
 * at level 4 compresses nearly as well as its slow default at a fraction of the CPU.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    if (SECRET_BEARING.test(request.url)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    // A cache between must not hand a compressed answer to a client that did not ask for one.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipAsync(payload);
  });
}
