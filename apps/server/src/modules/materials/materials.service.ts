import type {
  CreateMaterialBody,
  Material,
  MaterialPage,
  MaterialQuery,
  UpdateMaterialBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation, sentFields } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { CatalogueService } from '../catalogue/catalogue.service';
import * as repository from './materials.repository';
import type { MaterialRow } from './materials.repository';

function toMaterial(row: MaterialRow): Material {
  return {
    _id: row.id,
    material: row.material,
    name: row.name,
    unit: row.unit,
    price: row.price,
    manufacturer: row.manufacturer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const DUPLICATE = 'materials.material_taken';

export function createMaterialsService({ db, catalogue }: { db: Database; catalogue: CatalogueService }) {
  async function catalogueMaterialKeys(): Promise<Set<string>> {
    const items = await catalogue.activeItemsByCode();
    return new Set([...items.values()].map((item) => item.material));
  }

  /**
   * Material keys are the catalogue's: a key no active catalogue item uses would never meet a
   * shopping list. `fieldOf(index)` names the offending field in the 400 message.
   */
  async function assertCatalogueMaterials(
    keys: readonly string[],
    fieldOf: (index: number) => string = () => 'material',
  ): Promise<void> {
    if (keys.length === 0) return;
    const known = await catalogueMaterialKeys();
    const index = keys.findIndex((key) => !known.has(key));
    const key = keys[index];
    if (key !== undefined) throw badRequest(`${fieldOf(index)}: ${key} is not a material of the catalogue`);
  }

  async function requireMaterial(id: string): Promise<MaterialRow> {
    const row = await repository.findMaterial(db, id);
    if (!row) throw notFound('materials.material_not_found');
    return row;
  }

  return {
    catalogueMaterialKeys,
    assertCatalogueMaterials,

    async listMaterials(query: MaterialQuery): Promise<MaterialPage> {
      const { rows, total } = await repository.listMaterials(db, query);
      return { items: rows.map(toMaterial), total, page: query.page, limit: query.limit };
    },

    async getMaterial(id: string): Promise<Material> {
      return toMaterial(await requireMaterial(id));
    },

    async createMaterial(body: CreateMaterialBody): Promise<Material> {
      await assertCatalogueMaterials([body.material]);
      try {
        return toMaterial(await repository.insertMaterial(db, body));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE);
        throw error;
      }
    },

    async updateMaterial(id: string, body: UpdateMaterialBody): Promise<Material> {
      if (sentFields(body).length === 0) throw badRequest('request.empty_update');
      await requireMaterial(id);
      if (body.material !== undefined) await assertCatalogueMaterials([body.material]);
      try {
        const row = await repository.updateMaterial(db, id, body);
        if (!row) throw notFound('materials.material_not_found');
        return toMaterial(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE);
        throw error;
      }
    },

    async deleteMaterial(id: string): Promise<void> {
      if (!(await repository.deleteMaterial(db, id))) throw notFound('materials.material_not_found');
    },
  };
}

export type MaterialsService = ReturnType<typeof createMaterialsService>;
