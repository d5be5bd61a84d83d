import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** The piece in a Suspense boundary whose fallback says when it is shown. */
function renderInBoundary(Piece: ReturnType<typeof preloadableLazy<{ name: string }>>) {
  const fallbackShown = vi.fn();
  function Fallback() {
    fallbackShown();
    return <p>Loading</p>;
  }
  render(
    <Suspense fallback={<Fallback />}>
      <Piece name="Amina" />
    </Suspense>,
  );
  return fallbackShown;
}

describe('preloadableLazy', () => {
  it('renders at once, without its fallback, once its code has been asked for ahead', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Piece = preloadableLazy(load);
    await Piece.preload();

    const fallbackShown = renderInBoundary(Piece);

    expect(screen.getByText('Hello Amina')).toBeInTheDocument();
    expect(fallbackShown).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload, shows the fallback first, then the piece, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Piece = preloadableLazy(load);

    const fallbackShown = renderInBoundary(Piece);
    expect(screen.getByText('Loading')).toBeInTheDocument();

    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(fallbackShown).toHaveBeenCalled();
    await act(() => Piece.preload());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks for its code once while a download is on its way, however often it is preloaded', async () => {
    const downloads: ((component: typeof Greeting) => void)[] = [];
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => downloads.push(resolve)));
    const Piece = preloadableLazy(load);

    const first = Piece.preload();
    const second = Piece.preload();
    for (const arrive of downloads) arrive(Greeting);

    expect(await first).toBe(Greeting);
    expect(await second).toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Piece = preloadableLazy(load);

    await expect(Piece.preload()).rejects.toThrow('offline');
    renderInBoundary(Piece);

    expect(await screen.findByText('Hello Amina')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
