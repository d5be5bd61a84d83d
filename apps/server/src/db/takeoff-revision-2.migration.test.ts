import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './paths';

/**
 * The take-off revision-2 migration on revision-1 data (docs/takeoff.md, "Revision 2 — pricing",
 * "Existing data"): item rates become material rates (the most used one, recorded in history),
 * merged and split materials, sheets and issued revisions still open, drafts re-priced and flagged
 * once.
 */
const folder = migrationsFolder();
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.sql'))
  .sort();
const target = files.find((name) => name.includes('takeoff_revision_2'));
if (!target) throw new Error('no takeoff_revision_2 migration');

const statements = (name: string) =>
  readFileSync(join(folder, name), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);

const USER = '00000000-0000-4000-8000-000000000001';
const MAP = '00000000-0000-4000-8000-000000000002';
const DRAFT = '00000000-0000-4000-8000-000000000003';
const DONE = '00000000-0000-4000-8000-000000000004';
const OWN_LABOUR = '00000000-0000-4000-8000-000000000005';

let db: PGlite;
const rows = async <T>(sql: string): Promise<T[]> => (await db.query<T>(sql)).rows;

beforeAll(async () => {
  db = new PGlite();
  for (const name of files.slice(0, files.indexOf(target))) {
    for (const statement of statements(name)) await db.exec(statement);
  }
  // Revision-1 data: cement at two rates (a price setter changed two trades), the per-foot timber,
  // septic's 4 t sand, a draft, a completed sheet, a draft with its own labour, an issued revision.
  const item = (
    id: number,
    code: string,
    trade: string,
    material: string,
    unit: string,
    perUnit: number,
    rate: number,
  ) =>
    `('00000000-0000-4000-9000-${String(id).padStart(12, '0')}', '${code}', '${trade}', '${material}', '${code} item', '${code} sw', '${unit}', 'kg', ${perUnit}, ${rate}, ${id})`;
  await db.exec(`
    INSERT INTO users (id, name, email, phone, password_hash) VALUES ('${USER}', 'Rehema', 'r@example.com', '+255700000000', 'x');
    INSERT INTO catalogue_items (id, code, trade, material, description, description_sw, unit, base_unit, per_unit, rate, position) VALUES
      ${item(1, 'BLD-CEMENT', 'blinding', 'cement-50kg', 'bag', 50, 18500)},
      ${item(2, 'STR-CEMENT', 'strip', 'cement-50kg', 'bag', 50, 18500)},
      ${item(3, 'WAL-CEMENT', 'walling', 'cement-50kg', 'bag', 50, 19000)},
      ${item(4, 'PRE-TIMBER-2X2', 'pre', 'timber-2x2-12ft', 'pcs', 1, 7000)},
      ${item(5, 'ROF-TIMBER-2X2', 'roofing', 'timber-2x2-ft', 'ft', 0.3048, 600)},
      ${item(6, 'BLD-SAND', 'blinding', 'sand-trip-18t', 'trip', 11.25, 450000)},
      ${item(7, 'PLS-SAND', 'plastering', 'sand-trip-18t', 'trip', 11.25, 450000)},
      ${item(8, 'SEP-SAND', 'septic', 'sand-trip-4t', 'trip', 2.5, 120000)};
    INSERT INTO catalogue_rate_changes (id, item_id, old_rate, new_rate, changed_by) VALUES
      ('00000000-0000-4000-a000-000000000001', '00000000-0000-4000-9000-000000000003', 18500, 19000, '${USER}');
    INSERT INTO maps (id, owner_id, title, region, district, ward, start_construction, status) VALUES
      ('${MAP}', '${USER}', 'Nyumba', 'Dar es Salaam', 'Kinondoni', 'Mikocheni', '2026-01-01', 'successful');
    INSERT INTO boq_sheets (id, map_id, trade, status, inputs, overrides, labour_percent) VALUES
      ('${DRAFT}', '${MAP}', 'roofing', 'draft', '{}', '{}', 10),
      ('${DONE}', '${MAP}', 'walling', 'completed', '{}', '{}', 10),
      ('${OWN_LABOUR}', '${MAP}', 'septic', 'draft', '{}', '{}', 12.5);
    INSERT INTO boq_lines (sheet_id, code, position, calculator_base_quantity, manual_quantity) VALUES
      ('${DRAFT}', 'ROF-TIMBER-2X2', 0, 36.6, 120),
      ('${OWN_LABOUR}', 'SEP-SAND', 0, 5, 4);
    INSERT INTO boq_revisions (id, map_id, revision, issued_at, grand_total, snapshot) VALUES
      ('00000000-0000-4000-b000-000000000001', '${MAP}', 1, now(), 1234567, '{"summary": {"grandTotal": 1234567, "vat": 188323}}');
  `);
  for (const statement of statements(target)) await db.exec(statement);
});

afterAll(async () => {
  await db.close();
});

describe(`migration ${target}`, () => {
  it('gives each material one rate: the one most of its items carried', async () => {
    const materials = await rows<{ key: string; unit: string; rate: number }>(
      'SELECT key, unit, rate FROM catalogue_materials ORDER BY key',
    );
    expect(materials).toEqual([
      { key: 'cement-50kg', unit: 'bag', rate: 18500 }, // two items at 18 500 against one at 19 000
      { key: 'plaster-sand-trip-18t', unit: 'trip', rate: 450000 },
      { key: 'sand-trip-18t', unit: 'trip', rate: 450000 },
      { key: 'timber-2x2-12ft', unit: 'pcs', rate: 7000 },
    ]);
  });

  it('merges septic sand into sand and per-foot timber into the 12 ft piece; splits plaster sand', async () => {
    const items = await rows<{ code: string; material: string; unit: string; per_unit: number }>(
      "SELECT code, material, unit, per_unit FROM catalogue_items WHERE code IN ('ROF-TIMBER-2X2', 'SEP-SAND', 'PLS-SAND') ORDER BY code",
    );
    expect(items).toEqual([
      { code: 'PLS-SAND', material: 'plaster-sand-trip-18t', unit: 'trip', per_unit: 11.25 },
      { code: 'ROF-TIMBER-2X2', material: 'timber-2x2-12ft', unit: 'pcs', per_unit: 3.66 },
      { code: 'SEP-SAND', material: 'sand-trip-18t', unit: 'trip', per_unit: 11.25 },
    ]);
    // Typed quantities keep the same material: 120 ft × 0.3048 / 3.66 = 9.99 pieces; 4 small trips × 2.5 / 11.25 = 0.89 big trips.
    const typed = await rows<{ code: string; manual_quantity: number }>(
      'SELECT code, manual_quantity FROM boq_lines ORDER BY code',
    );
    expect(typed[0]?.manual_quantity).toBeCloseTo((120 * 0.3048) / 3.66, 9);
    expect(typed[1]?.manual_quantity).toBeCloseTo((4 * 2.5) / 11.25, 9);
    const columns = await rows<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'catalogue_items' AND column_name = 'rate'",
    );
    expect(columns).toEqual([]);
  });

  it('keeps every rate change and records the rate each material took, naming items that differed', async () => {
    const history = await rows<{
      material: string;
      old_rate: number;
      new_rate: number;
      changed_by: string | null;
      note: string;
    }>(
      "SELECT material, old_rate, new_rate, changed_by, note FROM catalogue_material_rate_changes WHERE material = 'cement-50kg' ORDER BY note",
    );
    expect(history).toEqual([
      {
        material: 'cement-50kg',
        old_rate: 19000,
        new_rate: 18500,
        changed_by: null,
        note: 'one rate per material (take-off revision 2): item WAL-CEMENT was priced at 19000 per bag',
      },
      {
        material: 'cement-50kg',
        old_rate: 18500,
        new_rate: 18500,
        changed_by: null,
        note: 'one rate per material (take-off revision 2): the rate of its items',
      },
      {
        material: 'cement-50kg',
        old_rate: 18500,
        new_rate: 19000,
        changed_by: USER,
        note: 'rate of item WAL-CEMENT per bag (before rates per material)',
      },
    ]);
  });

  it('re-prices drafts under revision 2 with a notice; completed sheets, own labour and issued revisions stay', async () => {
    const sheets = await rows<{ id: string; labour_percent: number | null; repriced_notice: boolean }>(
      'SELECT id, labour_percent, repriced_notice FROM boq_sheets ORDER BY id',
    );
    expect(sheets).toEqual([
      { id: DRAFT, labour_percent: null, repriced_notice: true },
      { id: DONE, labour_percent: 10, repriced_notice: false },
      { id: OWN_LABOUR, labour_percent: 12.5, repriced_notice: true },
    ]);
    const revisions = await rows<{ grand_total: number; snapshot: unknown }>(
      'SELECT grand_total, snapshot FROM boq_revisions',
    );
    expect(revisions).toEqual([
      { grand_total: 1234567, snapshot: { summary: { grandTotal: 1234567, vat: 188323 } } },
    ]);
    const settings = await rows<{ column_default: string }>(
      "SELECT column_default FROM information_schema.columns WHERE table_name = 'boq_settings' AND column_name = 'rates_include_vat'",
    );
    expect(settings).toEqual([{ column_default: 'true' }]);
  });
});
