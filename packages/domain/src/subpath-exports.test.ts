import { describe, expect, it } from 'vitest';
import * as language from '@kadirio/domain/language';
import * as trades from '@kadirio/domain/trades';
import { LanguageSchema, LANGUAGES } from './language';
import { TRADE_IDS, TRADES, TradeIdSchema, tradeRoute } from './trades/trade-list';

describe('subpath exports', () => {
  it('serve the same trade list as the package root, the schemas left out', () => {
    expect(trades.TRADES).toBe(TRADES);
    expect(trades.TRADE_IDS).toBe(TRADE_IDS);
    expect(trades.TRADES.map((trade) => trade.route)).toEqual(TRADE_IDS.map(tradeRoute));
    expect(TradeIdSchema.options).toEqual([...TRADE_IDS]);
    expect(Object.keys(trades).filter((name) => name.endsWith('Schema'))).toEqual([]);
  });

  it('serve the same language list as the package root, the schema left out', () => {
    expect(language.LANGUAGES).toBe(LANGUAGES);
    expect(LanguageSchema.options).toEqual([...LANGUAGES]);
    expect(language.isLanguage('sw')).toBe(true);
    expect(language.isLanguage('fr')).toBe(false);
    expect(Object.keys(language)).toEqual(['LANGUAGES', 'isLanguage']);
  });
});
