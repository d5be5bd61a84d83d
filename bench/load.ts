import autocannon, { type Request } from 'autocannon';
import { sampleRss } from './processes';

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** The server process whose RSS is sampled during the measured part. */
  serverPid: number;
  /** One request, or a sequence each connection cycles through (with per-connection context). */
  requests: Request[];
}

export interface LoadResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors, timeouts and non-2xx answers together. */
  errors: number;
  statusCodes: Record<string, number>;
  peakRssMb: number | null;
  /** RSS samples (MB) with their time from the start of the measured part. */
  rss: { atMs: number; mb: number }[];
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * Waits until the server answers `GET /api/health` promptly three times in a row, so work left
 * queued by the previous scenario (cancelled requests the server still finishes, e.g. password
 * hashing) does not count against the next one. Gives up after a minute.
 */
export async function waitUntilIdle(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let prompt = 0;
  while (prompt < 3 && Date.now() < deadline) {
    const started = Date.now();
    const answered = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    prompt = answered && Date.now() - started < 100 ? prompt + 1 : 0;
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** A warm-up (not measured), then `seconds` of autocannon load with RSS sampled beside it. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const run = (duration: number) =>
    autocannon({
      url: options.baseUrl,
      connections: options.connections,
      duration,
      requests: options.requests,
    });
  await waitUntilIdle(options.baseUrl);
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const sampler = sampleRss(options.serverPid);
  const result = await run(options.seconds);
  const rss = sampler.stop().map((sample) => ({ atMs: sample.atMs, mb: toMb(sample.bytes) }));
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = Number(count);
  }
  return {
    connections: options.connections,
    seconds: options.seconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statusCodes,
    peakRssMb: rss.length > 0 ? Math.max(...rss.map((sample) => sample.mb)) : null,
    rss,
  };
}

export function jsonRequest(method: string, path: string, body?: unknown, token?: string): Request {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return {
    method,
    path,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}
