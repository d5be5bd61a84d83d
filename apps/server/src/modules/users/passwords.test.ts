import { describe, expect, it } from 'vitest';
import { hashPassword, parseHash, verifyPassword } from './passwords';

/**
 * Hashes written by the argon2 native addon (argon2@0.45.1, `argon2.hash`) before passwords moved
 * to Node's own crypto.argon2: accounts made then must still sign in. The first three used the
 * app's costs (m=19456, t=2, p=1); the last the addon's defaults (m=65536, t=3, p=4), a hash made
 * with other costs than today's.
 */
const ADDON_HASHES = [
  [
    'correct horse battery staple',
    '$argon2id$v=19$m=19456,p=1,t=2$QgO2zKdoO/KmLwcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg',
  ],
  [
    'Ünïcödé-пароль-🔑 ok',
    '$argon2id$v=19$m=19456,p=1,t=2$RSjnvBcBjpGsf+Xi7qhcmA$sg32j1wW1eDRKr0iQlAZBxvchCO+57eBOAN7HLl+0rg',
  ],
  [
    'short',
    '$argon2id$v=19$m=19456,p=1,t=2$2LABDNdjH+MNfkrs5Snz5A$rCajzPGc26rs31hh9Xc2Qulo1iulhMUzF72fE632dCc',
  ],
  [
    'default-options-password',
    '$argon2id$v=19$m=65536,p=4,t=3$muGAMzJmTvxFQWu+j5U8Ag$Wwh/QGs2Gm3GSAzRO/zrq+nQrSUkrijijyvdTnRqXF0',
  ],
] as const;

describe('password hashes', () => {
  it.each(ADDON_HASHES)('a hash the argon2 addon made for %j still verifies', async (password, hash) => {
    expect(await verifyPassword(hash, password)).toBe(true);
  });

  it.each(ADDON_HASHES)(
    'a hash the argon2 addon made for %j refuses another password',
    async (password, hash) => {
      expect(await verifyPassword(hash, `${password}x`)).toBe(false);
      expect(await verifyPassword(hash, '')).toBe(false);
    },
  );

  it('a new hash verifies its password and no other, and is argon2id at the OWASP costs', async () => {
    const hash = await hashPassword('mbuyu-tree-under-sun');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword(hash, 'mbuyu-tree-under-sun')).toBe(true);
    expect(await verifyPassword(hash, 'mbuyu-tree-under-sun ')).toBe(false);
    expect(await verifyPassword(hash, 'Mbuyu-tree-under-sun')).toBe(false);
  });

  it('two hashes of one password differ (a fresh salt each time)', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('reads the costs in either order, each once', () => {
    const tail = '$QgO2zKdoO/KmLwcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg';
    expect(parseHash(`$argon2id$v=19$m=19456,t=2,p=1${tail}`)).toMatchObject({
      memory: 19_456,
      passes: 2,
      parallelism: 1,
    });
    expect(parseHash(`$argon2id$v=19$p=1,m=19456,t=2${tail}`)).toMatchObject({
      memory: 19_456,
      passes: 2,
      parallelism: 1,
    });
    expect(parseHash(`$argon2id$v=19$m=19456,m=19456,t=2,p=1${tail}`)).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['bcrypt', '$2b$10$abcdefghijklmnopqrstuuABCDEFGHIJKLMNOPQRSTUVWXYZ01234'],
    [
      'argon2i',
      '$argon2i$v=19$m=19456,t=2,p=1$QgO2zKdoO/KmLwcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg',
    ],
    [
      'old version',
      '$argon2id$v=16$m=19456,t=2,p=1$QgO2zKdoO/KmLwcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg',
    ],
    [
      'missing cost',
      '$argon2id$v=19$m=19456,t=2$QgO2zKdoO/KmLwcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg',
    ],
    [
      'zero passes',
      '$argon2id$v=19$m=19456,t=0,p=1$QgO2zKdoO/KmLwcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg',
    ],
    ['short salt', '$argon2id$v=19$m=19456,t=2,p=1$QgO2zA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg'],
    [
      'not base64',
      '$argon2id$v=19$m=19456,t=2,p=1$QgO2zKdoO/Km-wcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg',
    ],
    [
      'extra field',
      '$argon2id$v=19$m=19456,t=2,p=1$QgO2zKdoO/KmLwcb/XfGIA$Wilk5/7KoopZLDKC0k/usCQDw4c63nfEP6frhB3xwtg$x',
    ],
  ])('a hash it cannot read (%s) verifies nothing', async (_label, hash) => {
    expect(parseHash(hash)).toBeNull();
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(false);
  });
});
