import { spawn } from 'node:child_process';
import { access, constants, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server';

/** Debian's HAProxy (`apt-get install haproxy`; `.ci/run` installs it). */
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';

export interface Backend {
  /** The server's name in HAProxy: its health, and the `x-served-by` header of its answers. */
  name: string;
  port: number;
}

/**
 * The balancer in front of several server processes, as docs/scale-out.md describes it:
 * - round robin over the instances, each checked on `GET /api/health/ready` (a draining instance
 *   answers 503 and is taken out before it closes);
 * - a request whose server dies is retried once on another: always when the connection failed (the
 *   request never reached a server), and for GET and HEAD also when the server closed without
 *   answering or took too long. A POST, PUT or DELETE that reached a server is never replayed: it
 *   may have been stored, and a replay would store it twice;
 * - X-Forwarded-For appended with the client's address (servers run with TRUST_PROXY=1: one hop);
 * - `x-served-by` names the instance that answered, so a test can see where each request went.
 */
export function haproxyConfig(options: { port: number; statsSocket: string; backends: Backend[] }): string {
  return [
    'global',
    `  stats socket ${options.statsSocket} mode 600 level admin`,
    '  log stdout format raw local0 info',
    '',
    'defaults',
    '  mode http',
    '  log global',
    '  option httplog',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 30s',
    '  timeout check 2s',
    // A fresh connection to the server per request: none is reused after its server died.
    '  option http-server-close',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure empty-response response-timeout',
    '',
    'frontend kadirio',
    `  bind 127.0.0.1:${options.port}`,
    '  option forwardfor',
    '  default_backend instances',
    '',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk',
    '  http-check send meth GET uri /api/health/ready',
    '  http-check expect status 200',
    '  http-request disable-l7-retry if !METH_GET !METH_HEAD',
    '  http-response set-header x-served-by %[srv_name]',
    '  default-server check inter 250ms fall 2 rise 2',
    ...options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    '',
  ].join('\n');
}

export interface RunningBalancer {
  baseUrl: string;
  /** The configuration file it runs with. */
  config: string;
  /** What HAProxy printed: its log lines, health changes and alerts. */
  output(): string;
  /** Each server's state as HAProxy sees it now: UP, DOWN, "UP 1/2" while rising, … */
  serverStates(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** One command to HAProxy's stats socket, answered with everything it wrote back. */
function askStatsSocket(path: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const socket = createConnection(path, () => socket.end(`${command}\n`));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Writes the configuration to a temporary directory and starts `haproxy -f cfg -db` (foreground)
 * on a free loopback port; resolves once HAProxy answers on its stats socket. A missing HAProxy
 * fails with what to install, never a skip.
 */
export async function startHaproxy(backends: Backend[]): Promise<RunningBalancer> {
  try {
    await access(HAPROXY, constants.X_OK);
  } catch {
    throw new Error(`HAProxy is needed at ${HAPROXY}: apt-get install -y haproxy (or set HAPROXY_BIN)`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'kadirio-haproxy-'));
  const port = await freePort();
  const statsSocket = join(dir, 'stats.sock');
  const config = join(dir, 'haproxy.cfg');
  await writeFile(config, haproxyConfig({ port, statsSocket, backends }));
  const child = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const serverStates = async () => {
    const csv = await askStatsSocket(statsSocket, 'show stat');
    const [header = '', ...rows] = csv.trim().split('\n');
    const columns = header.replace(/^# /, '').split(',');
    const name = columns.indexOf('svname');
    const status = columns.indexOf('status');
    const states: Record<string, string> = {};
    for (const row of rows) {
      const cells = row.split(',');
      const server = cells[name] ?? '';
      if (backends.some((backend) => backend.name === server)) states[server] = cells[status] ?? '';
    }
    return states;
  };

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
    try {
      await serverStates();
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`haproxy did not start in time:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    config,
    output: () => output,
    serverStates,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
