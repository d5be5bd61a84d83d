import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { useSplitPrefs } from '../use-split-prefs';
import { WorkspaceSplit } from './workspace-split';

/** The split as the workspace holds it: the preferences of the signed-in user. */
function Workspace() {
  const [prefs, setPrefs] = useSplitPrefs();
  return (
    <WorkspaceSplit
      prefs={prefs}
      setPrefs={setPrefs}
      sheet={<p>The walling sheet</p>}
      drawing={<p>The drawing A-101</p>}
    />
  );
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
