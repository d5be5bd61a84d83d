import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { summariseBoq, tradeTotals, type BoqResponse } from '@kadirio/domain';
import { renderWithProviders } from '../../../testing/render';
import { SummaryFigures } from './summary-figures';

/**
 * The client's summary (docs/takeoff.md, "Revision 2 — pricing", VAT): rates that include VAT show
 * the VAT inside the grand total as a note under it, never as a row of the sum.
 */
describe('the summary figures', () => {
  // Walling 1,000,000 + 30 % labour = 1,300,000; contingency 5 % = 65,000; grand total 1,365,000;
  // VAT inside it = 1,365,000 × 18 / 118 = 208,220.34 → 208,220.
  const totals = { walling: tradeTotals([1_000_000], 30) };

  it('VAT 18 % included: a note under the grand total, and the rows above add up to it', async () => {
    const summary = summariseBoq(totals, { contingencyPercent: 5, vatPercent: 18 }) as BoqResponse['summary'];
    expect(summary).toMatchObject({ grandTotal: 1_365_000, vatIncluded: 208_220, vat: 0 });
    renderWithProviders(<SummaryFigures summary={summary} language="en" />);

    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('VAT 18 % included in the rates: TZS 208,220');
    // Not a term of the figures' list: the list's rows are the sum and its total.
    expect(note.closest('dt, dd')).toBeNull();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).not.toContain('VAT 18 % included in the rates');
    expect(terms.at(-1)).toBe('Grand total');
    // The note follows the grand total.
    const grandTotal = screen.getByText('Grand total');
    expect(grandTotal.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('VAT added (rates ex-VAT): still a row of the sum, before the grand total', async () => {
    const summary = summariseBoq(totals, {
      contingencyPercent: 5,
      vatPercent: 18,
      ratesIncludeVat: false,
    }) as BoqResponse['summary'];
    renderWithProviders(<SummaryFigures summary={summary} language="en" />);
    await screen.findByText('Grand total');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms.slice(-2)).toEqual(['VAT (18 %)', 'Grand total']);
  });
});
