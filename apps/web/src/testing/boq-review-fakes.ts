import {
  hasQuantities,
  reviewInputs,
  type BoqSheet,
  type ReviewSheet,
  type SheetReviewState,
} from '@kadirio/domain';

/** The surveyor the fake BOQ says looked at a sheet. */
export const REVIEWER = { _id: '00000000-0000-4000-8000-00000000feed', name: 'Juma Surveyor' };
const REVIEWED_AT = '2026-01-10T08:30:00.000Z';

/** A sheet's review state as `PUT …/:trade/reviewed` answers it. */
export function reviewStateOf(sheet: Pick<BoqSheet, 'trade'>, reviewed: boolean): SheetReviewState {
  return {
    trade: sheet.trade,
    reviewed,
    reviewedAt: reviewed ? REVIEWED_AT : null,
    reviewedBy: reviewed ? REVIEWER : null,
  };
}

/** A priced sheet as `GET /api/maps/:id/boq/review` lists it, with the domain's own rows. */
export function reviewSheetOf(sheet: BoqSheet, reviewed: boolean): ReviewSheet {
  return {
    ...reviewStateOf(sheet, reviewed),
    nameEn: sheet.nameEn,
    nameSw: sheet.nameSw,
    status: sheet.status,
    version: sheet.version,
    hasQuantities: hasQuantities(sheet),
    total: sheet.total,
    inputs: reviewInputs(sheet),
  };
}
