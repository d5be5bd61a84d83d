import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './paths';

/**
 * The phone-accounts migration on a database whose accounts already share phone numbers
 * (docs/product.md §2, User): it must not fail; the oldest account of a number keeps it in the
 * unique index, the later ones are marked `shares_phone`; e-mail becomes optional.
 */
const folder = migrationsFolder();
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const target = files.find((name) => name.includes('phone_accounts'));
if (!target) throw new Error('no phone_accounts migration');

const statements = (name: string) =>
  readFileSync(join(folder, name), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

let db: PGlite;

beforeAll(async () => {
  db = new PGlite();
  for (const name of files.slice(0, files.indexOf(target))) {
    for (const statement of statements(name)) await db.exec(statement);
  }
  // A family of three on one phone (the second and third registered later), someone alone on
  // theirs, and two admins whose phone could not be read (phone_key '').
  await db.exec(`
    INSERT INTO users (id, name, email, phone, phone_key, password_hash, created_at) VALUES
      ('${id(1)}', 'Mama', 'mama@example.com', '0712 345 678', '+255712345678', 'x', '2026-01-01T08:00:00Z'),
      ('${id(2)}', 'Baba', 'baba@example.com', '+255712345678', '+255712345678', 'x', '2026-02-01T08:00:00Z'),
      ('${id(3)}', 'Mtoto', 'mtoto@example.com', '255712345678', '+255712345678', 'x', '2026-02-01T08:00:00Z'),
      ('${id(4)}', 'Peke', 'peke@example.com', '0754 000 111', '+255754000111', 'x', '2026-01-05T08:00:00Z'),
      ('${id(5)}', 'Admin A', 'a@example.com', '', '', 'x', '2026-01-01T08:00:00Z'),
      ('${id(6)}', 'Admin B', 'b@example.com', '', '', 'x', '2026-01-02T08:00:00Z');
  `);
  for (const statement of statements(target)) await db.exec(statement);
});

afterAll(async () => {
  await db.close();
});

describe('the phone-accounts migration', () => {
  it('keeps every account and marks the later holders of a shared number', async () => {
    const { rows } = await db.query<{ name: string; shares_phone: boolean }>(
      'select name, shares_phone from users order by name',
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.shares_phone]))).toEqual({
      'Admin A': false,
      'Admin B': false,
      Baba: true,
      Mama: false,
      Mtoto: true,
      Peke: false,
    });
  });

  it('refuses a new account on a number someone holds, and allows one without e-mail', async () => {
    await expect(
      db.exec(
        `INSERT INTO users (id, name, email, phone, phone_key, password_hash)
         VALUES ('${id(7)}', 'Mgeni', null, '0712345678', '+255712345678', 'x')`,
      ),
    ).rejects.toThrow(/users_phone_key_unique/);
    await db.exec(
      `INSERT INTO users (id, name, email, phone, phone_key, password_hash)
       VALUES ('${id(8)}', 'Bila barua', null, '0765 111 222', '+255765111222', 'x')`,
    );
    const { rows } = await db.query<{ email: string | null }>(
      `select email from users where id = '${id(8)}'`,
    );
    expect(rows[0]?.email).toBeNull();
  });
});
