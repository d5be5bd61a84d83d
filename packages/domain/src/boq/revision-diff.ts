import type { TradeId } from '../trades/trade-list';
import type { AmountChange, BoqRevision, BoqRevisionDiff, LineDiff } from './boq-revisions.contract';
import type { BoqLine } from './boq-sheets.contract';

type Revisionish = Pick<BoqRevision, 'sheets' | 'summary'>;

const amountChange = (before: number, after: number): AmountChange => ({
  before,
  after,
  change: after - before,
});

const figures = (line: BoqLine) => ({ quantity: line.quantity, rate: line.rate, amount: line.amount });

/** The billed lines (quantity above 0) of a revision by trade and code, in bill order. */
function billedLines(revision: Revisionish): Map<string, { trade: TradeId; line: BoqLine }> {
  const lines = new Map<string, { trade: TradeId; line: BoqLine }>();
  for (const sheet of revision.sheets) {
    for (const line of sheet.lines) {
      if (line.quantity > 0) lines.set(`${sheet.trade}:${line.code}`, { trade: sheet.trade, line });
    }
  }
  return lines;
}

/**
 * What changed from `previous` to `current`: billed lines added, removed, or changed in quantity
 * or rate (in `current`'s order, then the removed ones in `previous`'s order); each section's
 * total, the contingency, the VAT and the grand total, before and after.
 */
export function diffRevisions(previous: Revisionish, current: Revisionish): BoqRevisionDiff {
  const before = billedLines(previous);
  const after = billedLines(current);
  const lines: LineDiff[] = [];
  const describe = (trade: TradeId, line: BoqLine) => ({
    trade,
    code: line.code,
    description: line.description,
    ...(line.descriptionSw === undefined ? {} : { descriptionSw: line.descriptionSw }),
    unit: line.unit,
  });
  for (const [key, { trade, line }] of after) {
    const old = before.get(key)?.line;
    if (!old) {
      lines.push({ ...describe(trade, line), change: 'added', before: null, after: figures(line) });
    } else if (old.quantity !== line.quantity || old.rate !== line.rate) {
      lines.push({ ...describe(trade, line), change: 'changed', before: figures(old), after: figures(line) });
    }
  }
  for (const [key, { trade, line }] of before) {
    if (!after.has(key)) {
      lines.push({ ...describe(trade, line), change: 'removed', before: figures(line), after: null });
    }
  }
  const previousSections = new Map(previous.summary.sections.map((section) => [section.section, section]));
  return {
    lines,
    sections: current.summary.sections.map((section) => ({
      section: section.section,
      nameEn: section.nameEn,
      nameSw: section.nameSw,
      ...amountChange(previousSections.get(section.section)?.total ?? 0, section.total),
    })),
    contingency: amountChange(previous.summary.contingency, current.summary.contingency),
    vat: amountChange(previous.summary.vat, current.summary.vat),
    grandTotal: amountChange(previous.summary.grandTotal, current.summary.grandTotal),
  };
}

/**
 * Nothing a client would see changed: no billed line, no section total, no percentage sum. An
 * issue in that state would only notify the client again, so the server refuses it.
 */
export function isUnchanged(diff: BoqRevisionDiff): boolean {
  return (
    diff.lines.length === 0 &&
    diff.sections.every((section) => section.change === 0) &&
    diff.contingency.change === 0 &&
    diff.vat.change === 0 &&
    diff.grandTotal.change === 0
  );
}
