import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function FakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return open ? (
    <div role="dialog" aria-label="Fake">
      <button onClick={onClose}>Close</button>
    </div>
  ) : (
    <p>closed, still mounted</p>
  );
}

function Screen({
  Dialog,
}: {
  Dialog: ReturnType<typeof lazyDialog<{ open: boolean; onClose: () => void }>>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button {...Dialog.prefetchOnIntent} onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Whether a progress indicator was put on the page at any moment from now (not only at the end). */
function watchForProgress(): () => boolean {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.querySelector('[role="progressbar"]') !== null;
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return seen;
  };
}

describe('lazyDialog', () => {
  it('loads nothing until the dialog is wanted, then once, and keeps it mounted after closing', async () => {
    const load = vi.fn(() => Promise.resolve(FakeDialog));
    const Dialog = lazyDialog(load);
    const user = userEvent.setup();
    render(<Screen Dialog={Dialog} />);
    expect(load).not.toHaveBeenCalled();

    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Fake' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('closed, still mounted')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows that the dialog is on its way while its code downloads', async () => {
    let arrive: (component: typeof FakeDialog) => void = () => undefined;
    const Dialog = lazyDialog(() => new Promise<typeof FakeDialog>((resolve) => (arrive = resolve)));
    const user = userEvent.setup();
    render(<Screen Dialog={Dialog} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();
    arrive(FakeDialog);
    await screen.findByRole('dialog', { name: 'Fake' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('opens at once, without showing that it is on its way, when its code was fetched ahead', async () => {
    const load = vi.fn(() => Promise.resolve(FakeDialog));
    const Dialog = lazyDialog(load);
    const user = userEvent.setup();
    render(<Screen Dialog={Dialog} />);
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();

    const progressShown = watchForProgress();
    await user.click(screen.getByRole('button', { name: 'Open' }));

    expect(screen.getByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
    expect(progressShown()).toBe(false);
  });

  it('asks again after a failed download', async () => {
    const load = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(FakeDialog);
    const Dialog = lazyDialog(load);
    Dialog.prefetch();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();

    const user = userEvent.setup();
    render(<Screen Dialog={Dialog} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await screen.findByRole('dialog', { name: 'Fake' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
