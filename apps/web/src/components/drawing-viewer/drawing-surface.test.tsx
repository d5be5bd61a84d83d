import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DrawingPage } from './drawing-document';
import { DrawingSurface } from './drawing-surface';

const VIEW = { zoom: 1, panX: 0, panY: 0, rotation: 0 } as const;

/** A page whose bitmap finishes drawing when the test says so. */
function slowPage(pageNumber: number) {
  let finish: () => void = () => undefined;
  const page: DrawingPage = {
    pageNumber,
    size: { width: 200, height: 100 },
    render: vi.fn(() => ({
      promise: new Promise<void>((resolve) => {
        finish = resolve;
      }),
      cancel: () => undefined,
    })),
    segments: () => Promise.resolve([]),
    textRuns: () => Promise.resolve([]),
  };
  return { page, finish: () => finish() };
}

function canvasOf(container: HTMLElement): HTMLCanvasElement {
  return container.querySelector('canvas')!;
}

describe('DrawingSurface', () => {
  it("names the page its canvas holds once that page's bitmap is drawn, and not while a page is drawing", async () => {
    vi.useFakeTimers();
    try {
      const first = slowPage(3);
      const { container, rerender } = render(
        <DrawingSurface page={first.page} view={VIEW} onViewChange={() => undefined} label="A-101.pdf" />,
      );
      expect(screen.getByRole('application', { name: 'A-101.pdf' })).toBeInTheDocument();
      await act(async () => vi.runOnlyPendingTimers());
      expect(first.page.render).toHaveBeenCalledTimes(1);
      expect(canvasOf(container).dataset.paintedPage).toBeUndefined();

      await act(async () => first.finish());
      expect(canvasOf(container)).toHaveAttribute('data-painted-page', '3');

      // Another page: the canvas no longer holds page 3 in full from the moment page 10 starts drawing.
      const tenth = slowPage(10);
      rerender(
        <DrawingSurface page={tenth.page} view={VIEW} onViewChange={() => undefined} label="A-101.pdf" />,
      );
      await act(async () => vi.runOnlyPendingTimers());
      expect(tenth.page.render).toHaveBeenCalledTimes(1);
      expect(canvasOf(container).dataset.paintedPage).toBeUndefined();
      await act(async () => tenth.finish());
      expect(canvasOf(container)).toHaveAttribute('data-painted-page', '10');
    } finally {
      vi.useRealTimers();
    }
  });
});
