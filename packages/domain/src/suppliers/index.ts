/** Suppliers and their price lists; the cheapest quote per material (docs/product.md §2, §5). */
export * from './supply-fields';
export * from './suppliers.contract';
export * from './payment-details';
export * from './cheapest.contract';
export { utcDay, ageInDays } from './quote-age';
export { rankQuotes, rankQuotesByMaterial, type QuoteWithoutAge } from './cheapest-supplier';
export { splitBasketBySupplier, type BasketRequestItem } from './supplier-basket';
export {
  parsePriceListCsv,
  priceRowsToBody,
  splitCsvLine,
  type PriceListCsvRow,
  type PriceListCsvError,
  type PriceListCsvResult,
  type PriceListCsvOptions,
} from './price-list-csv';
