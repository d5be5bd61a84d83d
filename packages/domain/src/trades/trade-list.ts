import { z } from 'zod';
import { SECTION_IDS, TRADE_IDS } from './trade-data';

/** The schemas over the trade list; the list itself is plain data in trade-data.ts. */
export * from './trade-data';

export const TradeIdSchema = z.enum(TRADE_IDS, {
  error: (issue) => `trade must be one of ${TRADE_IDS.join(', ')} (got ${JSON.stringify(issue.input)})`,
});

export const SectionIdSchema = z.enum(SECTION_IDS);
