import {
  metresPerPointOf,
  ratioOfMetresPerPoint,
  ScaleError,
  type DrawingScales,
  type Measurement,
  type MeasurementGeometry,
  type MeasurementRef,
  type PageScaleInput,
  type SetPageScalesBody,
  type SetPageScalesResponse,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { BindingSheet, BoqBindingsService } from '../boq/boq-bindings.service';
import { computeValue, pageLabel, toPageScale } from './measurement-values';
import * as repository from './takeoff.repository';
import type { MeasurementRow, PageScaleRow } from './takeoff.repository';

/** What a write of marks or scales needs: it re-prices the sheets bound to them and answers the marks. */
export interface MarkWriteDeps {
  db: Database;
  boq: BoqBindingsService;
  drawingNameOf: (mapId: string, drawingId: string, field: 'drawingId' | 'path') => Promise<string>;
  drawings: { drawingNames(mapId: string): Promise<Map<string, string>> };
  view: (
    row: MeasurementRow,
    names: ReadonlyMap<string, string>,
    sheets: readonly BindingSheet[],
  ) => Measurement;
  now: () => Date;
}

export interface PageScalesDeps extends MarkWriteDeps {
  refsOf: (tx: Database, mapId: string, names?: ReadonlyMap<string, string>) => Promise<MeasurementRef[]>;
}

/** The stored row of one scale as set; a scale by two points that define nothing is a 400. */
function toRow(drawingId: string, page: number, input: PageScaleInput, index: number, at: Date) {
  let metresPerPoint: number;
  try {
    metresPerPoint = metresPerPointOf(input);
  } catch (error) {
    if (error instanceof ScaleError) throw badRequest(`scales[${index}]: ${error.message}`);
    throw error;
  }
  return {
    id: newId(),
    drawingId,
    page,
    region: input.region ?? null,
    metresPerPoint,
    source: input.source,
    ratio: input.source === 'text' ? input.ratio : ratioOfMetresPerPoint(metresPerPoint),
    points: input.source === 'two-points' ? input.points : null,
    knownLength: input.source === 'two-points' ? input.knownLength : null,
    // Several scales set at once keep their order.
    setAt: new Date(at.getTime() + index),
  };
}

/**
 * The scales of a drawing's pages. Setting a page's scales values its marks again and re-prices
 * the draft sheets that bind them, in one transaction.
 */
export function createPageScales({ db, boq, drawingNameOf, refsOf, drawings, view, now }: PageScalesDeps) {
  return {
    async getScales(actor: AuthUser, mapId: string, drawingId: string): Promise<DrawingScales> {
      await boq.loadMap(actor, mapId);
      await drawingNameOf(mapId, drawingId, 'path');
      return { drawingId, scales: (await repository.listScales(db, drawingId)).map(toPageScale) };
    },

    async setPageScales(
      actor: AuthUser,
      mapId: string,
      drawingId: string,
      body: SetPageScalesBody,
    ): Promise<SetPageScalesResponse> {
      await boq.loadMap(actor, mapId, { edit: true });
      const drawingName = await drawingNameOf(mapId, drawingId, 'path');
      const { page } = body;
      if (body.scales.filter((scale) => (scale.region ?? null) === null).length > 1) {
        throw badRequest('takeoff.scale_without_region_twice');
      }
      const at = now();
      const rows = body.scales.map((scale, index) => toRow(drawingId, page, scale, index, at));

      const [names, activeCodes] = await Promise.all([drawings.drawingNames(mapId), boq.activeCodes()]);
      const { changed, repricing } = await repository.inTransaction(db, async (tx) => {
        await repository.replacePageScales(tx, drawingId, page, rows, actor.id);
        const scales: PageScaleRow[] = rows.map((row) => ({ ...row, setByName: '' }));
        const changed: MeasurementRow[] = [];
        for (const mark of await repository.listOfPage(tx, drawingId, page)) {
          const geometry = mark.geometry as MeasurementGeometry;
          if (geometry.kind === 'count') continue;
          // No scale left under a mark: computeValue refuses with 409 naming the page.
          const computed = computeValue(
            geometry,
            scales,
            `${pageLabel(drawingName, page)} (under "${mark.name}")`,
          );
          // Scale rows are new on every PUT, so the region id a mark cites always moves on.
          const updated = await repository.updateIf(tx, mark.id, mark.version, computed, actor.id, at);
          if (!updated) throw conflict(`"${mark.name}" was changed by someone else; reload and try again`);
          if (updated.value !== mark.value) changed.push(updated);
        }
        const repricing = await boq.repriceBound(
          tx,
          mapId,
          await refsOf(tx, mapId, names),
          new Set(changed.map((row) => row.id)),
          activeCodes,
        );
        return { changed, repricing };
      });
      const [sheets, stored] = await Promise.all([
        boq.bindingSheets(mapId),
        repository.listScales(db, drawingId),
      ]);
      return {
        drawingId,
        scales: stored.map(toPageScale),
        remeasured: changed.map((row) => view(row, names, sheets)),
        ...repricing,
      };
    },
  };
}
