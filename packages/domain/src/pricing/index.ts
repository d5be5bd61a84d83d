/** Pricing: BOQ quantities and amounts, trade totals, the BOQ summary, the shopping list, the house estimate. */
export { roundMoney, percentOf } from './money';
export {
  LEFT_OUT_REASONS,
  LeftOutLineSchema,
  leftOutReasonText,
  type LeftOutLine,
  type LeftOutReason,
} from './left-out';
export { COUNTED_UNITS, isCountedUnit, printedQuantity } from './printed-quantity';
export {
  boqQuantityText,
  boqUnitStep,
  derivationInBoqUnit,
  type BoqUnitStepLine,
} from './boq-unit-derivation';
export {
  createPriceBook,
  toPriceBook,
  lineAmount,
  priceLine,
  priceLines,
  priceLinesLeavingOut,
  MissingCatalogueCodesError,
  type PriceableItem,
  type PriceBook,
  type PricedLine,
} from './price-lines';
export {
  BOQ_CONTINGENCY_PERCENT,
  DEFAULT_BOQ_PERCENTAGES,
  ESTIMATE_CONTINGENCY_PERCENT,
  LabourByKindSchema,
  percentValue,
  type LabourByKind,
  PricingPercentagesSchema,
  type PricingPercentages,
  type PricingPercentagesInput,
} from './percentages';
export {
  DEFAULT_LABOUR_PERCENT_BY_KIND,
  LABOUR_KINDS,
  TRADE_LABOUR_KIND,
  labourKindOf,
  labourPercentFor,
  carriesLabour,
  type LabourKind,
  type LabourPercentByKind,
} from './labour-kinds';
export {
  tradeTotals,
  priceTrade,
  labourFreeAmount,
  type TradeTotals,
  type PricedTrade,
} from './trade-totals';
export {
  summariseBoq,
  type BoqSummary,
  type SummaryOptions,
  type SummarySection,
  type SummaryTrade,
} from './summary';
export { buildShoppingList, type ShoppingList, type ShoppingListItem } from './shopping-list';
export { priceHouse, type HouseEstimate } from './price-house';
export {
  allotWhole,
  boqViews,
  priceWorkItems,
  type AmountLine,
  type BoqViews,
  type PricedWorkItem,
  type RateAnalysisLine,
  type TradeForWorkView,
  type TradeWorkView,
} from './work-items';
