import {
  BillFormSchema,
  BOQ_EDITORS,
  BOQ_READERS,
  can,
  DEFAULT_BILL_FORM,
  DEFAULT_BOQ_PERCENTAGES,
  type LabourByKind,
  isAdmin,
  type BoqMapInfo,
  type BoqPercentageSettings,
  type MapStatus,
  storedTakeoffOptions,
  type TakeoffOptions,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, forbidden, notFound } from '../../lib/errors';
import * as maps from './boq-maps.repository';
import type { MapFacts } from './boq-maps.repository';

const MAP_NOT_FOUND = 'plans.map_not_found';

/**
 * The map, if the caller may see its BOQ: BOQ staff see `successful` maps, and admin learns with
 * 409 that another state has none; the owner only with `asOwner` (what was issued to them).
 * Anyone else: 404, as if there were no such map.
 */
export async function loadMap(
  db: Database,
  actor: AuthUser,
  mapId: string,
  options: { asOwner?: boolean } = {},
): Promise<MapFacts> {
  const facts = await maps.findMapFacts(db, mapId);
  if (!facts) throw notFound(MAP_NOT_FOUND);
  const isOwner = facts.ownerId === actor.id;
  const isStaff = can(BOQ_READERS, actor.accessLevel);
  if (!isStaff && !(options.asOwner && isOwner)) throw notFound(MAP_NOT_FOUND);
  if (facts.status !== 'successful') {
    if (isAdmin(actor.accessLevel)) {
      throw conflict(`Only a successful map has a BOQ; this map is in ${facts.status}`);
    }
    if (!(options.asOwner && isOwner)) throw notFound(MAP_NOT_FOUND);
  }
  return facts;
}

/** The routes' policy already refuses other roles; the services hold the same rule for every caller. */
export function assertEditor(actor: AuthUser): void {
  if (!can(BOQ_EDITORS, actor.accessLevel)) throw forbidden('boq.staff_only');
}

export function toMapInfo(facts: Omit<MapFacts, 'settings'>): BoqMapInfo {
  return {
    _id: facts.id,
    title: facts.title,
    status: facts.status as MapStatus,
    ownerName: facts.ownerName,
    region: facts.region,
    district: facts.district,
    ward: facts.ward,
    plinthArea: facts.plinthArea,
  };
}

/**
 * The BOQ-wide settings a map's BOQ uses: its own, or the defaults (version 0) of
 * docs/takeoff.md, "Revision 2 — pricing".
 */
export function toPercentages(settings: MapFacts['settings']): BoqPercentageSettings {
  if (!settings)
    return {
      ...DEFAULT_BOQ_PERCENTAGES,
      labourByKind: { ...DEFAULT_BOQ_PERCENTAGES.labourByKind },
      takeoffOptions: {},
      billForm: DEFAULT_BILL_FORM,
      version: 0,
      updatedAt: null,
    };
  return {
    contingencyPercent: settings.contingencyPercent,
    vatPercent: settings.vatPercent,
    ratesIncludeVat: settings.ratesIncludeVat,
    labourByKind: toLabourByKind(settings),
    takeoffOptions: storedTakeoffOptions(settings.takeoffOptions),
    // The column's check allows only the two forms; anything else reads as the default.
    billForm: BillFormSchema.catch(DEFAULT_BILL_FORM).parse(settings.billForm),
    version: settings.version,
    updatedAt: settings.updatedAt.toISOString(),
  };
}

/** What every sheet of a map is priced with unless it sets its own: labour by kind, wastage and constants. */
export interface MapWideSettings {
  labourByKind: LabourByKind;
  /** The BOQ-wide layer of `effectiveTakeoffOptions`; `{}` while the standard defaults apply. */
  takeoffOptions: TakeoffOptions;
}

export function toMapWide(settings: MapFacts['settings'] | undefined): MapWideSettings {
  return {
    labourByKind: toLabourByKind(settings),
    takeoffOptions: storedTakeoffOptions(settings?.takeoffOptions),
  };
}

/** Labour % per kind from a settings row; the defaults while the map has none. */
export function toLabourByKind(
  settings:
    | Pick<
        NonNullable<MapFacts['settings']>,
        'labourBuilderWork' | 'labourServices' | 'labourFittedGoods' | 'labourFees'
      >
    | null
    | undefined,
): LabourByKind {
  if (!settings) return { ...DEFAULT_BOQ_PERCENTAGES.labourByKind };
  return {
    builderWork: settings.labourBuilderWork,
    services: settings.labourServices,
    fittedGoods: settings.labourFittedGoods,
    fees: settings.labourFees,
  };
}
