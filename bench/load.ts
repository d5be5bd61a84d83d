import autocannon, { type Request } from 'autocannon';
import { readFileSync } from 'node:fs';
import { sampleRss } from './processes';

export interface LoadOptions {
  baseUrl: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** The server process whose RSS is sampled during the measured part. */
  serverPid: number;
  /** The requests each connection cycles through. */
  requests: RequestPlan;
}

/**
 * Requests whose state lives with their connection from one response to the next request, such as
 * the version a save answered. autocannon's own `context` cannot hold it: autocannon resets a
 * connection's context to `{}` every time the connection starts its request list again, which
 * with a list of one request is after every response.
 */
export interface PerConnectionRequests {
  /**
   * Called before each autocannon run (the warm-up and the measured part), once the server is
   * idle: a run ends with requests in flight whose answers nobody reads, so state they changed on
   * the server is read again here.
   */
  beforeRun?: () => Promise<void>;
  /** The request list of one connection, called once for each connection a run opens. */
  forConnection: () => Request[];
}

/** One list every connection cycles through, or a list of its own for each connection. */
export type RequestPlan = Request[] | PerConnectionRequests;

export interface LoadResult {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors (timeouts included) and non-2xx answers together. */
  errors: number;
  /** Of those, requests with no answer within autocannon's 10 s. */
  timeouts: number;
  statusCodes: Record<string, number>;
  /**
   * The server's CPU time (user + system) over the measured part per request answered, in ms:
   * what a request costs the server, much less swayed than requests/s by other work on the
   * machine. With PGlite the database's work is included (it runs in the server process); with
   * PostgreSQL it is not. Null where /proc is unavailable.
   */
  serverCpuMsPerRequest: number | null;
  peakRssMb: number | null;
  /** RSS samples (MB) with their time from the start of the measured part. */
  rss: { atMs: number; mb: number }[];
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** CPU seconds (user + system) a process has used so far, from /proc; null where unavailable. */
function cpuSeconds(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Waits until the server uses less than 20 % of a core over half a second, so work the previous
 * scenario left queued (requests autocannon gave up on that the server still finishes, such as
 * password hashing in the thread pool) does not count against the next one. Gives up after a minute.
 */
export async function waitUntilIdle(pid: number): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const before = cpuSeconds(pid);
    await new Promise((wait) => setTimeout(wait, 500));
    const after = cpuSeconds(pid);
    if (before === null || after === null || after - before < 0.1) return;
  }
}

/** A warm-up (not measured), then `seconds` of autocannon load with RSS sampled beside it. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const plan = options.requests;
  const run = async (duration: number) => {
    if (Array.isArray(plan)) {
      return autocannon({ url: options.baseUrl, connections: options.connections, duration, requests: plan });
    }
    await waitUntilIdle(options.serverPid);
    await plan.beforeRun?.();
    return autocannon({
      url: options.baseUrl,
      connections: options.connections,
      duration,
      setupClient: (client) => client.setRequests(plan.forConnection()),
    });
  };
  await waitUntilIdle(options.serverPid);
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const sampler = sampleRss(options.serverPid);
  const cpuBefore = cpuSeconds(options.serverPid);
  const result = await run(options.seconds);
  const cpuAfter = cpuSeconds(options.serverPid);
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
    // autocannon counts timeouts among `errors` already.
    errors: result.errors + result.non2xx,
    timeouts: result.timeouts,
    statusCodes,
    serverCpuMsPerRequest:
      cpuBefore === null || cpuAfter === null || result.requests.total === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000 * 1000) / result.requests.total) / 1000,
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
