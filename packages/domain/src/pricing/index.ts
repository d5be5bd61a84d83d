/** Pricing: BOQ quantities and amounts, trade totals, the BOQ summary, the shopping list, the house estimate. */
export { roundMoney, percentOf } from './money';
export {
  createPriceBook,
  toPriceBook,
  lineAmount,
  priceLine,
  priceLines,
  MissingCatalogueCodesError,
  type PriceableItem,
  type PriceBook,
  type PricedLine,
} from './price-lines';
export {
  DEFAULT_BOQ_PERCENTAGES,
  percentValue,
  PricingPercentagesSchema,
  type PricingPercentages,
  type PricingPercentagesInput,
} from './percentages';
export { tradeTotals, priceTrade, type TradeTotals, type PricedTrade } from './trade-totals';
export {
  summariseBoq,
  type BoqSummary,
  type SummaryOptions,
  type SummarySection,
  type SummaryTrade,
} from './summary';
export { buildShoppingList, type ShoppingList, type ShoppingListItem } from './shopping-list';
export { priceHouse, type HouseEstimate } from './price-house';
