/** The BOQ workspace: its API contract and the pure rules of sheets and revisions. */
export * from './boq-sheets.contract';
export * from './boq-summary.contract';
export * from './boq-revisions.contract';
export * from './boq-review.contract';
export { isTypedInput, reviewInputs, reviewValue, sameValue, type ReviewSheetFacts } from './boq-review';
export * from './default-bindings';
export * from './export-file-name';
export { hasQuantities } from './sheet-quantities';
export * from './legacy-sheets.contract';
export {
  applyLineChanges,
  mergeRecalculation,
  priceSheetLines,
  unknownLineCodes,
  type PricedSheetLines,
  type SheetItem,
  type StoredLine,
} from './sheet-lines';
export {
  countSettled,
  freezeRevision,
  incompleteTrades,
  isSettled,
  reviewedTrades,
  summariseSheets,
  unreviewedTrades,
  type FreezeRevisionInput,
  type ReviewableSheet,
} from './revision';
export { diffRevisions, isUnchanged } from './revision-diff';
export { toSharedBoq } from './shared-boq';
export * from './building-stages';
export * from './shopping-stages';
export * from './client-boq.contract';
export {
  PricedWorkItemSchema,
  RateAnalysisLineSchema,
  sheetWorkItems,
  type SheetWorkItem,
} from './sheet-work-items';
export * from './bill-text';
export * from './bill-form';
export * from './measured-bills';
export {
  citeInputSources,
  INPUT_SOURCES,
  InputSourceSchema,
  InputSourcesSchema,
  nextInputSources,
  type InputSource,
  type InputSources,
} from './input-sources';
export * from './live-rates';
export * from './rate-reach.contract';
export { materialSchedule, type MaterialSchedule, type MaterialScheduleRow } from './material-schedule';
export * from './moved-rates';
