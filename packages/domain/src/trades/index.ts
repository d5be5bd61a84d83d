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
export * from './calculator-registry';
export * from './house-model';
export { BlindingInputSchema, calculateBlinding, type BlindingInput } from './calculators/blinding';
export { PreInputSchema, calculatePre, type PreInput } from './calculators/pre';
export { StripInputSchema, calculateStrip, type StripInput } from './calculators/strip';
export { PadInputSchema, calculatePad, type PadInput } from './calculators/pad';
export {
  WallFoundInputSchema,
  calculateWallFound,
  foundationWallHeight,
  REVISION_1_WALL_HEIGHT,
  revision1WallFoundUpgrade,
  type WallFoundInput,
} from './calculators/wall-found';
export { WallBeamInputSchema, calculateWallBeam, type WallBeamInput } from './calculators/wall-beam';
export { ConcreteInputSchema, calculateConcrete, type ConcreteInput } from './calculators/concrete';
export { WallingInputSchema, calculateWalling, type WallingInput } from './calculators/walling';
export {
  RoofingInputSchema,
  RoofTypeSchema,
  ROOF_TYPES,
  RIDGE_DIRECTIONS,
  calculateRoofing,
  roofGeometry,
  type RoofingInput,
  type RoofType,
} from './calculators/roofing';
export { BlandeOutInputSchema, calculateBlandeOut, type BlandeOutInput } from './calculators/blande-out';
export { BlandeInInputSchema, calculateBlandeIn, type BlandeInInput } from './calculators/blande-in';
export { CeilingInputSchema, calculateCeiling, type CeilingInput } from './calculators/ceiling';
export { PvcHangInputSchema, calculatePvcHang, type PvcHangInput } from './calculators/pvc-hang';
export { SkimInsideInputSchema, calculateSkimInside, type SkimInsideInput } from './calculators/skim-inside';
export {
  SkimOutsideInputSchema,
  calculateSkimOutside,
  type SkimOutsideInput,
} from './calculators/skim-outside';
export { FinishingInputSchema, calculateFinishing, type FinishingInput } from './calculators/finishing';
export { CustomOpeningSchema, type CustomOpening } from './calculators/windows';
export {
  WindowGrillInputSchema,
  WINDOW_GRILL_SIZED_CODES,
  calculateWindowGrill,
  type WindowGrillInput,
} from './calculators/window-grill';
export { PanelInputSchema, PANEL_SIZED_CODES, calculatePanel, type PanelInput } from './calculators/panel';
export {
  DoorFrameInputSchema,
  DOOR_FRAME_SIZED_CODES,
  calculateDoorFrame,
  type DoorFrameInput,
} from './calculators/door-frame';
export {
  DoorShutInputSchema,
  DOOR_SHUTTER_SIZED_CODES,
  calculateDoorShut,
  type DoorShutInput,
} from './calculators/door-shut';
export {
  WaterInsideInputSchema,
  calculateWaterInside,
  type WaterInsideInput,
} from './calculators/water-inside';
export {
  WaterOutsideInputSchema,
  calculateWaterOutside,
  type WaterOutsideInput,
} from './calculators/water-outside';
export { SewageInputSchema, calculateSewage, type SewageInput } from './calculators/sewage';
export {
  FinishInsideInputSchema,
  calculateFinishInside,
  type FinishInsideInput,
} from './calculators/finish-inside';
export { SepticInputSchema, calculateSeptic, type SepticInput } from './calculators/septic';
export { TilesInputSchema, calculateTiles, type TilesInput } from './calculators/tiles';
export { PlasteringInputSchema, calculatePlastering, type PlasteringInput } from './calculators/plastering';
export { ElectricalInputSchema, calculateElectrical, type ElectricalInput } from './calculators/electrical';
export {
  ExternalWorksInputSchema,
  calculateExternalWorks,
  type ExternalWorksInput,
} from './calculators/external-works';
export {
  ProvisionalInputSchema,
  calculateProvisional,
  type ProvisionalInput,
} from './calculators/provisional';
