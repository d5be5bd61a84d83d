import {
  boqViews,
  buildShoppingList,
  createPriceBook,
  parseSeedCatalogue,
  priceHouse,
  priceTrade,
  summariseBoq,
  TRADE_IDS,
  type MeasuredWorkItem,
  type TakeoffLine,
  type TradeId,
  type TradeTotals,
} from '@kadirio/domain';

/** Median milliseconds of `run` over `samples` timed runs, after a warm-up. */
function medianMs(run: () => void, samples: number): number {
  for (let index = 0; index < Math.min(50, samples); index += 1) run();
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const start = process.hrtime.bigint();
    run();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const catalogue = parseSeedCatalogue();

/**
 * Every calculator (30 trades) plus pricing, summary, shopping list and the measured-work view
 * (`priceHouse` builds both views) for one house model.
 */
export function benchHouse(samples = 2000): number {
  return medianMs(() => priceHouse({ length: 12, width: 9, bedrooms: 3, bathrooms: 2 }, catalogue), samples);
}

/** A synthetic BOQ of `lineCount` lines spread over every trade's catalogue items, priced and summarised. */
export function benchPricing(lineCount = 10_000, samples = 200): number {
  const book = createPriceBook(catalogue);
  const linesByTrade = new Map<TradeId, TakeoffLine[]>(TRADE_IDS.map((trade) => [trade, []]));
  for (let index = 0; index < lineCount; index += 1) {
    const item = catalogue[index % catalogue.length]!;
    linesByTrade.get(item.trade)!.push({
      code: item.code,
      baseQuantity: 1 + (index % 97) * 0.37,
      baseUnit: item.baseUnit,
      derivation: 'synthetic',
    });
  }
  // Each trade's lines belong to one synthetic work item, as a calculator's would.
  const measured = new Map<TradeId, MeasuredWorkItem[]>(
    TRADE_IDS.map((trade) => [
      trade,
      [
        {
          key: 'synthetic',
          unit: 'Item',
          description: 'synthetic',
          descriptionSw: 'synthetic',
          quantity: 1,
          derivation: 'synthetic',
          materials: [...new Set(linesByTrade.get(trade)!.map((line) => line.code))].map((code) => ({
            code,
            share: 1,
          })),
        },
      ],
    ]),
  );
  return medianMs(() => {
    const trades = TRADE_IDS.map((trade) => priceTrade(trade, linesByTrade.get(trade)!, book, 10));
    boqViews(
      trades.map((trade) => ({
        trade: trade.trade,
        lines: trade.lines,
        measured: measured.get(trade.trade)!,
        labour: trade.labour,
      })),
    );
    const totals: Partial<Record<TradeId, TradeTotals>> = {};
    for (const trade of trades) totals[trade.trade] = trade;
    summariseBoq(totals, { contingencyPercent: 5, vatPercent: 18, plinthArea: 108 });
    buildShoppingList(trades);
  }, samples);
}
