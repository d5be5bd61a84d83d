import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseSeedCatalogue,
  parseSeedMaterials,
  type CatalogueMaterialEntry,
  type SeedItem,
} from '@kadirio/domain';
import { createSignedInUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * An install in use gets the seed's new items on its next start (the external works and
 * provisional trades of docs/takeoff.md's revision 2 arrived after catalogues were seeded), and
 * nothing the price setters did is undone.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const inject = (options: InjectOptions) => testApp.app.inject(options);

async function itemByCode(code: string) {
  const page = await inject({ method: 'GET', url: `/api/catalogue?search=${code}&include=all` });
  return page.json().items.find((entry: { code: string }) => entry.code === code) as
    { _id: string; rate: number; code: string; active: boolean; description: string } | undefined;
}

async function materialRate(key: string): Promise<number | undefined> {
  const list = (await inject({ method: 'GET', url: '/api/catalogue/materials' })).json<
    CatalogueMaterialEntry[]
  >();
  return list.find((entry) => entry.key === key)?.rate;
}

const newMaterial = {
  key: 'gabion-basket',
  unit: 'pcs',
  rate: 95_000,
  description: 'Gabion basket 2 × 1 × 1 m',
  descriptionSw: 'Kikapu cha gabioni 2 × 1 × 1 m',
};
const newItem: SeedItem = {
  code: 'EXT-GABION',
  trade: 'externalWorks',
  material: 'gabion-basket',
  description: 'Gabion basket retaining wall',
  descriptionSw: 'Ukuta wa kuzuia wa vikapu vya gabioni',
  unit: 'pcs',
  baseUnit: 'pcs',
  perUnit: 1,
  wastageClass: null,
};

describe("the seed's new items on an install in use", () => {
  it('adds only the items the catalogue never had; withdrawn items and changed rates stay as they are', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const seedItems = parseSeedCatalogue();
    const seedMaterials = parseSeedMaterials();
    const timber = seedItems.find((item) => item.code === 'ROF-TIMBER-2X4')!;

    // A price setter withdraws one seed item and changes a material's rate.
    const withdrawn = (await itemByCode(timber.code))!;
    const withdraw = await inject({
      method: 'PUT',
      url: `/api/catalogue/${withdrawn._id}`,
      headers: admin.auth,
      payload: { active: false, rate: withdrawn.rate },
    });
    expect(withdraw.statusCode).toBe(200);
    const rate = await inject({
      method: 'PUT',
      url: '/api/catalogue/materials/cement-50kg/rate',
      headers: admin.auth,
      payload: { newRate: 19_500 },
    });
    expect(rate.statusCode).toBe(200);

    const catalogue = testApp.app.services.catalogue;
    const added = await catalogue.seedNewItems([...seedMaterials, newMaterial], [...seedItems, newItem]);

    expect(added).toBe(1);
    expect(await itemByCode('EXT-GABION')).toMatchObject({ rate: 95_000, active: true });
    expect(await itemByCode(timber.code)).toMatchObject({ active: false });
    expect(await materialRate('cement-50kg')).toBe(19_500);
    // The next start finds nothing new.
    expect(await catalogue.seedNewItems([...seedMaterials, newMaterial], [...seedItems, newItem])).toBe(0);
  });

  it('never overwrites an item a price setter made under a code the seed later uses', async () => {
    const catalogue = testApp.app.services.catalogue;
    const ownCode = { ...newItem, code: 'EXT-GABION', description: 'Something else entirely' };
    expect(await catalogue.seedNewItems(parseSeedMaterials(), [ownCode])).toBe(0);
    expect((await itemByCode('EXT-GABION'))?.description).toBe('Gabion basket retaining wall');
  });
});
