import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` takes from TRUST_PROXY:
 * - `false` / `true`: trust no proxy / trust every hop (the left-most X-Forwarded-For address is
 *   the client; anyone can forge it, so only for a proxy that overwrites the header);
 * - a hop count (`1`, `2`): trust that many proxies in front, counted from the server;
 * - addresses or CIDR ranges of the balancers (`10.0.0.5, 10.0.1.0/24`): the client is the first
 *   address, walking X-Forwarded-For from the right, that is not one of them — a forged
 *   left-most entry is never reached.
 */
export type TrustProxy = boolean | number | string[];

/** Parses TRUST_PROXY; a string naming what is wrong when it cannot. */
export function parseTrustProxy(text: string): TrustProxy | string {
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : 'a hop count must be at most 10';
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const bad = entries.find((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad !== undefined) {
    return `must be true, false, a hop count or the balancers' addresses or CIDR ranges (not "${bad ?? value}")`;
  }
  return entries;
}

/** proxy-addr's names for the private ranges, which Fastify accepts too. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's option: a hop count becomes the function Fastify itself would make of it (its types
 * do not list numbers), trusting the first `hops` addresses counted from the server.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
