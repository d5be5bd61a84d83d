import type { BoqRevision } from './boq-revisions.contract';
import type { SharedBoq } from './client-boq.contract';

/**
 * An issued revision as a read-only link shows it: without a person in it — no owner name, no
 * issuer, no surveyor who completed a sheet, no ids. Phones and e-mails are never in a revision in
 * the first place. The server answers the link with it; the web's tests build their fake answers
 * with it, so both read the same projection.
 */
export function toSharedBoq(revision: BoqRevision): SharedBoq {
  return {
    revision: revision.revision,
    issuedAt: revision.issuedAt,
    currency: revision.currency,
    map: {
      title: revision.map.title,
      region: revision.map.region,
      district: revision.map.district,
      ward: revision.map.ward,
      plinthArea: revision.map.plinthArea,
    },
    percentages: revision.percentages,
    sheets: revision.sheets.map(({ completedBy: _by, mapId: _map, _id: _sheet, ...sheet }) => sheet),
    summary: revision.summary,
    shoppingList: revision.shoppingList,
  };
}
