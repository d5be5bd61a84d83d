import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { useSplitPrefs } from '../use-split-prefs';
import { DrawingsToggle, WorkspaceSplit } from './workspace-split';

/** The split as the workspace holds it: the preferences of the signed-in user. */
function Workspace({ sheet = <p>The walling sheet</p> }: { sheet?: React.ReactNode }) {
  const [prefs, setPrefs] = useSplitPrefs();
  return (
    <>
      <DrawingsToggle prefs={prefs} setPrefs={setPrefs} />
      <WorkspaceSplit prefs={prefs} setPrefs={setPrefs} sheet={sheet} drawing={<p>The drawing A-101</p>} />
    </>
  );
}

/** A sheet with something typed and not yet saved, as an open dialog holds it. */
function TypedSheet() {
  const [text, setText] = useState('');
  return <input aria-label="Contingency" value={text} onChange={(event) => setText(event.target.value)} />;
}

/**
 * A window whose width changes while the screen is open: width queries answer against `width`,
 * and every listener hears when it changes (the test setup's matchMedia never changes).
 */
function resizableWindow(initialWidth: number) {
  let width = initialWidth;
  const lists: { query: string; listeners: Set<() => void> }[] = [];
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const list = { query, listeners: new Set<() => void>() };
    lists.push(list);
    return {
      media: query,
      get matches() {
        return matches(query);
      },
      addEventListener: (_type: string, listener: () => void) => list.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => list.listeners.delete(listener),
      addListener: (listener: () => void) => list.listeners.add(listener),
      removeListener: (listener: () => void) => list.listeners.delete(listener),
    };
  });
  return (next: number) =>
    act(() => {
      width = next;
      for (const list of lists) for (const listener of list.listeners) listener();
    });
}

const storedSplit = (userId: string): unknown =>
  JSON.parse(window.localStorage.getItem(`kadirio.workspaceSplit.${userId}`) ?? 'null');

afterEach(() => window.localStorage.clear());

describe('the split between the sheet and the drawing', () => {
  it('opens half and half beside the sheet; the arrow keys move the handle and it is remembered for the user', async () => {
    const session = buildSessionFor('boq');
    storeSession(session);
    const { user } = renderWithProviders(<Workspace />);

    expect(screen.getByText('The walling sheet')).toBeInTheDocument();
    expect(screen.getByTestId('drawing-pane')).toHaveTextContent('The drawing A-101');
    const handle = screen.getByRole('separator', { name: 'Resize the drawing and the sheet' });
    expect(handle).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('drawing-pane')).toHaveStyle({ width: '50%' });

    handle.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByTestId('drawing-pane')).toHaveStyle({ width: '60%' });
    expect(storedSplit(session._id)).toEqual({ open: true, share: expect.closeTo(0.6, 5) });

    await user.keyboard('{ArrowRight}');
    expect(handle).toHaveAttribute('aria-valuenow', '55');
  });

  it('never gives either side more than 80 % however far the handle is pushed', async () => {
    storeSession(buildSessionFor('boq'));
    const { user } = renderWithProviders(<Workspace />);
    const handle = screen.getByRole('separator', { name: 'Resize the drawing and the sheet' });
    handle.focus();
    await user.keyboard('{ArrowLeft>10/}');
    expect(handle).toHaveAttribute('aria-valuenow', '80');
    await user.keyboard('{ArrowRight>20/}');
    expect(handle).toHaveAttribute('aria-valuenow', '20');
  });

  it('hides and shows the drawing, and a reload opens it as the user left it', async () => {
    const session = buildSessionFor('boq');
    storeSession(session);
    const { user, unmount } = renderWithProviders(<Workspace />);

    await user.click(screen.getByRole('button', { name: 'Hide drawings' }));
    expect(screen.queryByTestId('drawing-pane')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drawings' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The walling sheet')).toBeInTheDocument();
    unmount();

    renderWithProviders(<Workspace />);
    expect(screen.queryByTestId('drawing-pane')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Drawings' }));
    expect(screen.getByTestId('drawing-pane')).toBeInTheDocument();
    expect(storedSplit(session._id)).toEqual({ open: true, share: 0.5 });
  });

  it('keeps the sheet as it is, typed text included, when the window crosses from a desk to a phone and back', async () => {
    storeSession(buildSessionFor('boq'));
    const resizeTo = resizableWindow(1280);
    const { user } = renderWithProviders(<Workspace sheet={<TypedSheet />} />);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Contingency' }), '7.5');

    resizeTo(600);
    // Stacked: no handle to drag, the drawing still shown (above the sheet), and nothing lost.
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.getByTestId('drawing-pane')).toHaveTextContent('The drawing A-101');
    expect(screen.getByRole('textbox', { name: 'Contingency' })).toHaveValue('7.5');

    resizeTo(1280);
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Contingency' })).toHaveValue('7.5');
  });

  it('reads what storage holds with care: a broken or out-of-range value is the default or the limit', () => {
    const session = buildSessionFor('boq');
    storeSession(session);
    window.localStorage.setItem(
      `kadirio.workspaceSplit.${session._id}`,
      JSON.stringify({ open: true, share: 3 }),
    );
    const { unmount } = renderWithProviders(<Workspace />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-valuenow', '80');
    unmount();

    window.localStorage.setItem(`kadirio.workspaceSplit.${session._id}`, '{not json');
    renderWithProviders(<Workspace />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-valuenow', '50');
  });
});
