import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

/**
 * Passwords are hashed with argon2id by Node's own `crypto.argon2` (Node 24.7+), not a native
 * addon (docs/decisions/0022-node-24.md). Hashes are stored as PHC strings,
 * `$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`, the format the argon2 addon wrote before, so
 * the hashes it made verify unchanged.
 */
const deriveKey = promisify(argon2);

/** OWASP's argon2id floor: 19 MiB of memory, two passes, one lane; a 16-byte salt, a 32-byte tag. */
const HASH_COST = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const SALT_BYTES = 16;
const TAG_BYTES = 32;
/** Argon2 version 1.3, the only one Node implements and the one every stored hash names. */
const ARGON2_VERSION = 19;

interface StoredHash {
  memory: number;
  passes: number;
  parallelism: number;
  salt: Buffer;
  tag: Buffer;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const tag = await deriveKey('argon2id', {
    message: password,
    nonce: salt,
    tagLength: TAG_BYTES,
    ...HASH_COST,
  });
  const { memory, passes, parallelism } = HASH_COST;
  return `$argon2id$v=${ARGON2_VERSION}$m=${memory},t=${passes},p=${parallelism}$${unpadded(salt)}$${unpadded(tag)}`;
}

/** False for a wrong password and for anything that is not an argon2id hash this code can read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const stored = parseHash(hash);
  if (!stored) return false;
  const tag = await deriveKey('argon2id', {
    message: password,
    nonce: stored.salt,
    tagLength: stored.tag.length,
    memory: stored.memory,
    passes: stored.passes,
    parallelism: stored.parallelism,
  });
  return timingSafeEqual(tag, stored.tag);
}

/**
 * Reads `$argon2id$v=19$m=…,t=…,p=…$salt$tag`. The addon wrote the costs as `m,p,t`, the PHC
 * specification as `m,t,p`: the order is not significant, each letter once.
 */
export function parseHash(hash: string): StoredHash | null {
  const [empty, algorithm, version, costs, salt, tag, ...rest] = hash.split('$');
  if (empty !== '' || algorithm !== 'argon2id' || version !== `v=${ARGON2_VERSION}` || rest.length)
    return null;
  if (!costs || !salt || !tag) return null;
  const cost = new Map<string, number>();
  for (const pair of costs.split(',')) {
    const match = /^([mtp])=([1-9][0-9]{0,9})$/.exec(pair);
    if (!match || cost.has(match[1]!)) return null;
    cost.set(match[1]!, Number(match[2]));
  }
  const memory = cost.get('m');
  const passes = cost.get('t');
  const parallelism = cost.get('p');
  if (memory === undefined || passes === undefined || parallelism === undefined) return null;
  const saltBytes = fromUnpadded(salt);
  const tagBytes = fromUnpadded(tag);
  // Argon2's own bounds (RFC 9106 §3.1): a salt of 8 bytes or more, a tag of 4 or more, memory
  // of at least 8 KiB per lane.
  if (!saltBytes || saltBytes.length < 8 || !tagBytes || tagBytes.length < 4) return null;
  if (memory < 8 * parallelism || parallelism > 0xffffff) return null;
  return { memory, passes, parallelism, salt: saltBytes, tag: tagBytes };
}

/** PHC strings carry standard base64 without its `=` padding. */
function unpadded(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

function fromUnpadded(text: string): Buffer | null {
  if (!/^[A-Za-z0-9+/]+$/.test(text) || text.length % 4 === 1) return null;
  return Buffer.from(text, 'base64');
}

/**
 * Verifying against a throwaway hash when the email is unknown keeps the answer time the same as
 * for a wrong password, so timing does not reveal which emails have accounts.
 */
let decoyHash: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(await decoyHash, password);
}
