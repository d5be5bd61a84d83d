/** The take-off engine: trades, calculators, the house model. Pure: zod only, no I/O. */
export * from './trade-list';
export * from './wastage';
export * from './units';
export * from './constants';
export * from './effective-options';
export { fieldName, formatInputError, parseMixParts } from './fields';
export { concreteMaterials, mortarMaterials, parseConcreteMix, parseMortarMix } from './mix';
export type { ConcreteMix, MortarMix, ConcreteMaterials, MortarMaterials } from './mix';
export { blockworkRates, type BlockSize, type BlockworkRates } from './blockwork';
export { linkSchedule, longitudinalBarLength, steelMassPerMetre, type LinkSchedule } from './reinforcement';
export { floorTolerant, ceilTolerant } from './whole-numbers';
export { TakeoffLineSchema, missingCatalogueCodes, type TakeoffLine } from './takeoff-line';
export type { TradeItem, TradeItems } from './trade-items';
export type { TradeCalculator } from './calculator';
export { SUNDRIES, type TakeoffResult as TakeoffWithWorkItems } from './takeoff-sheet';
export * from './work-items';
export { STANDARD_BAR_DIAMETERS, HEAVY_BAR_DIAMETERS, barWork } from './bars';
export * from './calculators';
export * from './house-model';
export { BlindingInputSchema, calculateBlinding, type BlindingInput } from './trades/blinding';
export { PreInputSchema, calculatePre, type PreInput } from './trades/pre';
export { StripInputSchema, calculateStrip, type StripInput } from './trades/strip';
export { PadInputSchema, calculatePad, type PadInput } from './trades/pad';
export {
  WallFoundInputSchema,
  calculateWallFound,
  foundationWallHeight,
  REVISION_1_WALL_HEIGHT,
  revision1WallFoundUpgrade,
  type WallFoundInput,
} from './trades/wall-found';
export { WallBeamInputSchema, calculateWallBeam, type WallBeamInput } from './trades/wall-beam';
export { ConcreteInputSchema, calculateConcrete, type ConcreteInput } from './trades/concrete';
export { WallingInputSchema, calculateWalling, type WallingInput } from './trades/walling';
export {
  RoofingInputSchema,
  RoofTypeSchema,
  ROOF_TYPES,
  RIDGE_DIRECTIONS,
  calculateRoofing,
  roofGeometry,
  type RoofingInput,
  type RoofType,
} from './trades/roofing';
export { BlandeOutInputSchema, calculateBlandeOut, type BlandeOutInput } from './trades/blande-out';
export { BlandeInInputSchema, calculateBlandeIn, type BlandeInInput } from './trades/blande-in';
export { CeilingInputSchema, calculateCeiling, type CeilingInput } from './trades/ceiling';
export { PvcHangInputSchema, calculatePvcHang, type PvcHangInput } from './trades/pvc-hang';
export { SkimInsideInputSchema, calculateSkimInside, type SkimInsideInput } from './trades/skim-inside';
export { SkimOutsideInputSchema, calculateSkimOutside, type SkimOutsideInput } from './trades/skim-outside';
export { FinishingInputSchema, calculateFinishing, type FinishingInput } from './trades/finishing';
export { CustomOpeningSchema, type CustomOpening } from './trades/windows';
export {
  WindowGrillInputSchema,
  WINDOW_GRILL_SIZED_CODES,
  calculateWindowGrill,
  type WindowGrillInput,
} from './trades/window-grill';
export { PanelInputSchema, PANEL_SIZED_CODES, calculatePanel, type PanelInput } from './trades/panel';
export {
  DoorFrameInputSchema,
  DOOR_FRAME_SIZED_CODES,
  calculateDoorFrame,
  type DoorFrameInput,
} from './trades/door-frame';
export {
  DoorShutInputSchema,
  DOOR_SHUTTER_SIZED_CODES,
  calculateDoorShut,
  type DoorShutInput,
} from './trades/door-shut';
export { WaterInsideInputSchema, calculateWaterInside, type WaterInsideInput } from './trades/water-inside';
export {
  WaterOutsideInputSchema,
  calculateWaterOutside,
  type WaterOutsideInput,
} from './trades/water-outside';
export { SewageInputSchema, calculateSewage, type SewageInput } from './trades/sewage';
export {
  FinishInsideInputSchema,
  calculateFinishInside,
  type FinishInsideInput,
} from './trades/finish-inside';
export { SepticInputSchema, calculateSeptic, type SepticInput } from './trades/septic';
export { TilesInputSchema, calculateTiles, type TilesInput } from './trades/tiles';
export { PlasteringInputSchema, calculatePlastering, type PlasteringInput } from './trades/plastering';
export { ElectricalInputSchema, calculateElectrical, type ElectricalInput } from './trades/electrical';
export {
  ExternalWorksInputSchema,
  calculateExternalWorks,
  type ExternalWorksInput,
} from './trades/external-works';
export { ProvisionalInputSchema, calculateProvisional, type ProvisionalInput } from './trades/provisional';
