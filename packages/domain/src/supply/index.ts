/** Suppliers, price lists, group-buying offers and orders (docs/product.md §2, §5). */
export * from './supply-fields';
export * from './materials.contract';
export * from './providers.contract';
export * from './cheapest.contract';
export * from './purchases.contract';
export * from './orders.contract';
export { utcDay, ageInDays } from './quote-age';
export { rankQuotes, rankQuotesByMaterial, type QuoteWithoutAge } from './cheapest-supplier';
export { splitBasketBySupplier, type BasketRequestItem } from './supplier-basket';
export {
  orderTotals,
  orderMoveRefusal,
  purchaseMoveRefusal,
  holdsUnits,
  NEXT_ORDER_STATUS,
  PAID_ORDER_STATUSES,
  type OrderTotals,
  type OrderActor,
} from './order-rules';
export {
  parsePriceListCsv,
  priceRowsToBody,
  splitCsvLine,
  type PriceListCsvRow,
  type PriceListCsvError,
  type PriceListCsvResult,
  type PriceListCsvOptions,
} from './price-list-csv';
