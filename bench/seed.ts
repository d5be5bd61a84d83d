import type { SqlClient } from './databases';

/** Everyone seeded signs in with this password (hashed once by the app, see `seedData`). */
export const BENCH_PASSWORD = 'bench-password-never-reused-2026';
export const ADMIN = { email: 'bench-admin@kadirio.test', password: BENCH_PASSWORD, name: 'Bench Admin' };
const TEMPLATE_EMAIL = 'bench-template@kadirio.test';

export const SEED_COUNTS = { users: 1000, maps: 500 } as const;

/** What the scenarios need to know about the seeded data. */
export interface Seeded {
  /** A client and one of their own maps (the authenticated single read). */
  owner: { email: string; mapId: string };
  /** A quantity surveyor (role boq) and the `successful` maps they may work on. */
  boq: { email: string; successfulMapIds: string[] };
  /**
   * A client and their `successful` map outside `boq.successfulMapIds` (the load never touches
   * it): the Lighthouse audits issue its bill and open the client's home and bill view.
   */
  client: { email: string; mapId: string };
  /** Every user id, for the primary-key baseline. */
  userIds: string[];
  counts: { users: number; maps: number; mapsByStatus: Record<string, number>; catalogueItems: number };
}

/**
 * Registers one account through the running app, so its password hash is the app's own (argon2id
 * with the app's parameters); `seedData` reuses that hash for every seeded account, which keeps
 * seeding 1,000 users to one INSERT instead of 1,000 deliberate slow hashes.
 */
export async function registerTemplateAccount(baseUrl: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/users/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Template',
      email: TEMPLATE_EMAIL,
      phone: '+255700000000',
      password: BENCH_PASSWORD,
    }),
  });
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`registering the template account answered ${response.status}: ${await response.text()}`);
  }
}

/**
 * Fills a migrated database (catalogue, admin and template account already there) with the rest
 * of 1,000 users across every role and 500 maps spread over the five workflow states, each with a
 * drawing record (checkers and BOQ staff only see maps that have one) and its transitions.
 */
export async function seedData(sql: SqlClient): Promise<Seeded> {
  const [template] = await sql.query<{ password_hash: string }>(
    'select password_hash from users where email = $1',
    [TEMPLATE_EMAIL],
  );
  if (!template) throw new Error('the template account is missing; registerTemplateAccount first');
  const [{ existing } = { existing: 0 }] = await sql.query<{ existing: number }>(
    'select count(*)::int as existing from users',
  );
  await sql.query(
    `insert into users (id, name, email, phone, access_level, password_hash)
     select gen_random_uuid(), 'Bench user ' || n, 'bench-' || n || '@kadirio.test',
            '+255711' || lpad(n::text, 6, '0'),
            case when n <= 10 then 'boq' when n <= 15 then 'pricetag' when n <= 20 then 'typechecker'
                 when n <= 25 then 'unitchecker' when n <= 30 then 'failedchecker' else 'user' end,
            $1
     from generate_series(1, $2::int) as n`,
    [template.password_hash, SEED_COUNTS.users - existing],
  );
  const statuses = `(array['typecheck','unitcheck','failedcheck','successful','failed'])`;
  await sql.query(
    `insert into maps (id, owner_id, title, region, district, ward, start_construction, floors,
                       bedrooms, plinth_area, status)
     select gen_random_uuid(), owners.id, 'Nyumba ya ' || owners.name || ' ' || copy, 'Arusha',
            'Arusha Mjini', 'Kaloleni', '2027-03-01', 1, 3, 108, ${statuses}[1 + (owners.r * 2 + copy) % 5]
     from (select id, name, row_number() over (order by email) as r
           from users where access_level = 'user' and email like 'bench-%') as owners
     cross join generate_series(0, 1) as copy
     where owners.r <= $1::int`,
    [SEED_COUNTS.maps / 2],
  );
  await sql.query(
    `insert into map_transitions (id, map_id, from_status, to_status, by_user_id, by_name)
     select gen_random_uuid(), maps.id, null, 'typecheck', maps.owner_id, users.name
     from maps join users on users.id = maps.owner_id`,
  );
  await sql.query(
    `insert into map_transitions (id, map_id, from_status, to_status, by_user_id, by_name)
     select gen_random_uuid(), id, 'typecheck', status, null, 'Bench checker'
     from maps where status <> 'typecheck'`,
  );
  await sql.query(
    `insert into map_drawings (id, map_id, stored_name, original_name, size, sha256, position)
     select gen_random_uuid(), id, id || '.pdf', 'plan.pdf', 0, '', 0 from maps`,
  );

  const [owner] = await sql.query<{ email: string; map_id: string }>(
    `select users.email, maps.id as map_id from maps join users on users.id = maps.owner_id
     where maps.status = 'typecheck' order by users.email limit 1`,
  );
  const successful = await sql.query<{ id: string }>(
    `select id from maps where status = 'successful' order by id limit 50`,
  );
  const [client] = await sql.query<{ email: string; map_id: string }>(
    `select users.email, maps.id as map_id from maps join users on users.id = maps.owner_id
     where maps.status = 'successful' order by maps.id desc limit 1`,
  );
  const userIds = (await sql.query<{ id: string }>('select id from users')).map((row) => row.id);
  const byStatus = await sql.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from maps group by status order by status',
  );
  const [catalogue] = await sql.query<{ n: number }>('select count(*)::int as n from catalogue_items');
  if (!owner) throw new Error('seeding produced no map in typecheck');
  if (!client || successful.some((row) => row.id === client.map_id)) {
    throw new Error('seeding produced no successful map apart from the load');
  }
  return {
    owner: { email: owner.email, mapId: owner.map_id },
    boq: { email: 'bench-1@kadirio.test', successfulMapIds: successful.map((row) => row.id) },
    client: { email: client.email, mapId: client.map_id },
    userIds,
    counts: {
      users: userIds.length,
      maps: byStatus.reduce((sum, row) => sum + row.n, 0),
      mapsByStatus: Object.fromEntries(byStatus.map((row) => [row.status, row.n])),
      catalogueItems: catalogue?.n ?? 0,
    },
  };
}
