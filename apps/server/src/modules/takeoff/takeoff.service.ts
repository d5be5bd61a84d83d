import {
  freeKey,
  groupMembers,
  measurementKeyOf,
  takeoffRegisterOf,
  type TakeoffRegister,
  type CreateMeasurementBody,
  type Measurement,
  type MeasurementGeometry,
  type MeasurementRef,
  type MeasurementWriteResponse,
  type UpdateMeasurementBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { BindingSheet, BoqBindingsService } from '../boq/boq-bindings.service';
import { assertPointBudget, computeValue, pageLabel, toMeasurement, toRef } from './measurement-values';
import { createProposalAcceptance } from './accept-proposals';
import { createDrawingProposals, type DrawingBytesSource } from './drawing-proposals';
import { createPageScales } from './page-scales';
import * as repository from './takeoff.repository';
import type { MeasurementRow } from './takeoff.repository';

export interface MeasurementsDeps {
  db: Database;
  /** The BOQ's access rule and the sheets that bind measurements (the boq module's service). */
  boq: BoqBindingsService;
  /** The plan's drawing names by id and a drawing's bytes (the maps module's service). */
  drawings: { drawingNames(mapId: string): Promise<Map<string, string>> } & DrawingBytesSource;
  now?: () => Date;
}

const NOT_FOUND = 'takeoff.measurement_not_found';
const STALE = 'takeoff.measurement_changed';

/** `Walling, Plastering`: how a refusal names sheets. */
const namesOf = (sheets: readonly { nameEn: string }[]) => sheets.map((sheet) => sheet.nameEn).join(', ');

/**
 * A plan's measurements (docs/takeoff.md, "Measurements and bindings"): named marks on its
 * drawings, valued by the server at the page's scale. Editing one re-prices, in the same
 * transaction, every draft sheet that binds it; one a sheet binds cannot be deleted.
 */
export function createTakeoffService({ db, boq, drawings, now = () => new Date() }: MeasurementsDeps) {
  async function drawingNameOf(
    mapId: string,
    drawingId: string,
    field: 'drawingId' | 'path',
  ): Promise<string> {
    const name = (await drawings.drawingNames(mapId)).get(drawingId);
    if (name !== undefined) return name;
    if (field === 'path') throw notFound('plans.drawing_not_found');
    throw badRequest('plans.drawing_not_on_plan');
  }

  /**
   * The map's measurements as bindings see them, read with `tx` (inside a write, its new state).
   * Inside a transaction pass the drawing `names` read before it: PGlite's one connection would
   * otherwise wait on itself.
   */
  async function refsOf(
    tx: Database,
    mapId: string,
    names?: ReadonlyMap<string, string>,
  ): Promise<MeasurementRef[]> {
    const rows = await repository.listOfMap(tx, mapId);
    if (rows.length === 0) return [];
    const drawingNames = names ?? (await drawings.drawingNames(mapId));
    return rows.map((row) => toRef(row, drawingNames.get(row.drawingId) ?? ''));
  }

  function view(
    row: MeasurementRow,
    names: ReadonlyMap<string, string>,
    sheets: readonly BindingSheet[],
  ): Measurement {
    const usedBy = boq
      .sheetsUsing(sheets, { _id: row.id, key: row.key, group: row.groupName })
      .map((sheet) => sheet.trade);
    return toMeasurement(row, names.get(row.drawingId) ?? '', usedBy);
  }

  async function viewOne(mapId: string, row: MeasurementRow): Promise<Measurement> {
    const [names, sheets] = await Promise.all([drawings.drawingNames(mapId), boq.bindingSheets(mapId)]);
    return view(row, names, sheets);
  }

  /** 409 when another measurement of the map has this name or key. */
  function assertUnique(
    rows: readonly MeasurementRow[],
    except: string | null,
    name: string,
    key: string,
  ): void {
    const others = rows.filter((row) => row.id !== except);
    if (others.some((row) => row.name.toLowerCase() === name.toLowerCase())) {
      throw conflict(`This plan already has a measurement named "${name}"`);
    }
    if (others.some((row) => row.key === key))
      throw conflict(`This plan already has a measurement with the key ${key}`);
  }

  async function valueAt(
    geometry: MeasurementGeometry,
    drawingId: string,
    page: number,
    drawingName: string,
  ) {
    assertPointBudget(geometry);
    return computeValue(
      geometry,
      await repository.listScales(db, drawingId, page),
      pageLabel(drawingName, page),
    );
  }

  /** A unique index caught a race the pre-check could not see: the same 409. */
  function duplicate(error: unknown): never {
    if (isUniqueViolation(error)) throw conflict('takeoff.measurement_name_taken');
    throw error;
  }

  const scales = createPageScales({ db, boq, drawingNameOf, refsOf, drawings, view, now });

  return {
    refsOf,
    ...scales,
    ...createDrawingProposals({ boq, drawings }),
    ...createProposalAcceptance({ db, boq, drawingNameOf, drawings, view, now, refsOf }),

    /** The plan's take-off sheet, without an access check: the BOQ's issue freezes it. */
    registerOf: async (mapId: string): Promise<TakeoffRegister> => {
      const [rows, names] = await Promise.all([
        repository.listOfMap(db, mapId),
        drawings.drawingNames(mapId),
      ]);
      return takeoffRegisterOf(rows.map((row) => toMeasurement(row, names.get(row.drawingId) ?? '', [])));
    },

    /** The take-off sheet as it is now, for whoever may read the BOQ, with the plan's title. */
    async currentRegister(actor: AuthUser, mapId: string): Promise<{ title: string; rows: TakeoffRegister }> {
      const { title } = await boq.loadMap(actor, mapId);
      const [rows, names] = await Promise.all([
        repository.listOfMap(db, mapId),
        drawings.drawingNames(mapId),
      ]);
      return {
        title,
        rows: takeoffRegisterOf(rows.map((row) => toMeasurement(row, names.get(row.drawingId) ?? '', []))),
      };
    },

    async list(actor: AuthUser, mapId: string): Promise<Measurement[]> {
      await boq.loadMap(actor, mapId);
      const [rows, names, sheets] = await Promise.all([
        repository.listOfMap(db, mapId),
        drawings.drawingNames(mapId),
        boq.bindingSheets(mapId),
      ]);
      return rows.map((row) => view(row, names, sheets));
    },

    async get(actor: AuthUser, mapId: string, id: string): Promise<Measurement> {
      await boq.loadMap(actor, mapId);
      const row = await repository.findOne(db, mapId, id);
      if (!row) throw notFound(NOT_FOUND);
      return viewOne(mapId, row);
    },

    async create(
      actor: AuthUser,
      mapId: string,
      body: CreateMeasurementBody,
    ): Promise<MeasurementWriteResponse> {
      await boq.loadMap(actor, mapId, { edit: true });
      const geometry = body.geometry as MeasurementGeometry;
      const drawingName = await drawingNameOf(mapId, body.drawingId, 'drawingId');
      const computed = await valueAt(geometry, body.drawingId, body.page, drawingName);
      const rows = await repository.listOfMap(db, mapId);
      const key = body.key ?? freeKey(measurementKeyOf(body.name), new Set(rows.map((row) => row.key)));
      assertUnique(rows, null, body.name, key);
      const at = now();
      const values = {
        id: newId(),
        mapId,
        drawingId: body.drawingId,
        page: body.page,
        kind: geometry.kind,
        name: body.name,
        key,
        groupName: body.group ?? '',
        colour: body.colour ?? null,
        geometry,
        ...computed,
        createdAt: at,
        updatedAt: at,
      };
      // A sheet that reads the new mark's group (`sum(Internal walls)`) follows it at once.
      const reading = boq.sheetsUsing(await boq.bindingSheets(mapId), {
        _id: values.id,
        key,
        group: values.groupName,
      });
      if (reading.length === 0) {
        const row = await repository.insert(db, values, actor.id).catch(duplicate);
        return { measurement: await viewOne(mapId, row), repricedSheets: [], changedCompletedSheets: [] };
      }
      const [names, activeCodes] = await Promise.all([drawings.drawingNames(mapId), boq.activeCodes()]);
      const { row, repricing } = await repository
        .inTransaction(db, async (tx) => {
          const inserted = await repository.insert(tx, values, actor.id);
          const refs = await refsOf(tx, mapId, names);
          const repricing = await boq.repriceBound(tx, mapId, refs, new Set([inserted.id]), activeCodes);
          return { row: inserted, repricing };
        })
        .catch(duplicate);
      return { measurement: await viewOne(mapId, row), ...repricing };
    },

    async update(
      actor: AuthUser,
      mapId: string,
      id: string,
      body: UpdateMeasurementBody,
    ): Promise<MeasurementWriteResponse> {
      await boq.loadMap(actor, mapId, { edit: true });
      const rows = await repository.listOfMap(db, mapId);
      const current = rows.find((row) => row.id === id);
      if (!current) throw notFound(NOT_FOUND);
      if (current.version !== body.version) throw conflict(STALE);
      const drawingId = body.drawingId ?? current.drawingId;
      const page = body.page ?? current.page;
      const geometry = (body.geometry ?? current.geometry) as MeasurementGeometry;
      const name = body.name ?? current.name;
      const key = body.key ?? current.key;
      assertUnique(rows, id, name, key);
      if (key !== current.key) {
        // An expression names the key: renaming it under the expression would break the sheet.
        const using = boq.sheetsUsing(await boq.bindingSheets(mapId), { _id: '', key: current.key });
        if (using.length > 0) {
          throw conflict(
            `The key ${current.key} is used in expressions of ${namesOf(using)}; change those first`,
          );
        }
      }
      const drawingName = await drawingNameOf(mapId, drawingId, 'drawingId');
      const computed = await valueAt(geometry, drawingId, page, drawingName);
      const patch = {
        drawingId,
        page,
        kind: geometry.kind,
        name,
        key,
        geometry,
        ...computed,
        ...(body.group === undefined ? {} : { groupName: body.group }),
        ...(body.colour === undefined ? {} : { colour: body.colour }),
      };
      const [names, activeCodes] = await Promise.all([drawings.drawingNames(mapId), boq.activeCodes()]);
      const { row, repricing } = await repository
        .inTransaction(db, async (tx) => {
          const updated = await repository.updateIf(tx, id, body.version, patch, actor.id, now());
          if (!updated) throw conflict(STALE);
          const refs = await refsOf(tx, mapId, names);
          // The sheets that read its old group follow it out of that group.
          const before = [{ _id: current.id, key: current.key, group: current.groupName }];
          const repricing = await boq.repriceBound(tx, mapId, refs, new Set([id]), activeCodes, before);
          return { row: updated, repricing };
        })
        .catch(duplicate);
      return { measurement: await viewOne(mapId, row), ...repricing };
    },

    /**
     * Deletes a mark. One a sheet binds by id or key is refused (409). One a sheet reads only
     * through its group (`sum(Internal walls)`) is deleted and those sheets re-priced without it
     * in the same transaction, unless it is the group's last mark (409: the sheets would read
     * nothing).
     */
    async remove(actor: AuthUser, mapId: string, id: string): Promise<void> {
      await boq.loadMap(actor, mapId, { edit: true });
      const rows = await repository.listOfMap(db, mapId);
      const row = rows.find((candidate) => candidate.id === id);
      if (!row) throw notFound(NOT_FOUND);
      const sheets = await boq.bindingSheets(mapId);
      const using = boq.sheetsUsing(sheets, { _id: row.id, key: row.key });
      if (using.length > 0) {
        throw conflict(`"${row.name}" is bound in ${namesOf(using)}; unbind it there before deleting it`);
      }
      const identity = { _id: row.id, key: row.key, group: row.groupName };
      const reading = boq.sheetsUsing(sheets, identity);
      if (reading.length === 0) {
        if (!(await repository.remove(db, mapId, id))) throw notFound(NOT_FOUND);
        return;
      }
      const others = groupMembers(row.groupName, rows.map(toGroupMember)).filter(
        (member) => member._id !== row.id,
      );
      if (others.length === 0) {
        throw conflict(
          `"${row.name}" is the last mark of the group "${row.groupName}", which ${namesOf(reading)} read; unbind it there before deleting it`,
        );
      }
      const [names, activeCodes] = await Promise.all([drawings.drawingNames(mapId), boq.activeCodes()]);
      await repository.inTransaction(db, async (tx) => {
        if (!(await repository.remove(tx, mapId, id))) throw notFound(NOT_FOUND);
        const refs = await refsOf(tx, mapId, names);
        await boq.repriceBound(tx, mapId, refs, new Set(), activeCodes, [identity]);
      });
    },
  };
}

const toGroupMember = (row: MeasurementRow) => ({ _id: row.id, group: row.groupName });

export type TakeoffService = ReturnType<typeof createTakeoffService>;
