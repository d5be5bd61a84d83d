import { describe, expect, it } from 'vitest';
import { TRADES } from '@kadirio/domain';
import { summaryHref, tradeHref, workspaceHref, workspacePageOf } from './boq-routes';
import { WORKSPACE_PATHS, workspaceTradeOf } from './workspace-paths';

describe('workspace routes', () => {
  it('answers the specification routes of every trade, the plumbing overview and the summary', () => {
    for (const route of ['/blinding', '/wallFound', '/tiles', '/septic', '/finishInside', '/blandeOut']) {
      expect(WORKSPACE_PATHS).toContain(route);
    }
    expect(WORKSPACE_PATHS).toContain('/plumbing');
    expect([...WORKSPACE_PATHS].sort()).toEqual(
      ['/boq', '/boq/review', '/plumbing', ...TRADES.map((trade) => trade.route)].sort(),
    );
  });

  it('reads the page of a path case-insensitively, /tiles being the tiles trade', () => {
    expect(workspacePageOf('/tiles')).toEqual({ kind: 'trade', trade: 'tiles' });
    expect(workspacePageOf('/WallFound/')).toEqual({ kind: 'trade', trade: 'wallFound' });
    expect(workspacePageOf('/plumbing')).toEqual({ kind: 'plumbing' });
    expect(workspacePageOf('/boq')).toEqual({ kind: 'summary' });
    expect(workspacePageOf('/boq/Review/')).toEqual({ kind: 'review' });
    expect(workspacePageOf('/about')).toBeNull();
  });

  it('names the trade of a path without the domain, as the domain routes say', () => {
    for (const path of WORKSPACE_PATHS) {
      const page = workspacePageOf(path);
      expect(workspaceTradeOf(path), path).toBe(page?.kind === 'trade' ? page.trade : null);
      expect(workspaceTradeOf(`${path.toUpperCase()}/`), path).toBe(
        page?.kind === 'trade' ? page.trade : null,
      );
    }
    expect(workspaceTradeOf('/about')).toBeNull();
  });

  it('carries the map as a query on the specification path', () => {
    expect(tradeHref('septic', 'abc')).toBe('/septic?map=abc');
    expect(tradeHref('walling', 'abc', 'm1')).toBe('/walling?map=abc&mark=m1');
    expect(workspaceHref({ kind: 'review' }, 'abc')).toBe('/boq/review?map=abc');
    expect(summaryHref('abc')).toBe('/boq?map=abc');
    expect(workspaceHref({ kind: 'plumbing' }, 'a b')).toBe('/plumbing?map=a+b');
  });
});
