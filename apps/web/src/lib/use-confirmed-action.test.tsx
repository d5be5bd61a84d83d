import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../components/confirm-dialog';
import { renderWithProviders } from '../testing/render';
import { useConfirmedAction } from './use-confirmed-action';

function Harness({ act }: { act: (name: string) => Promise<string> }) {
  const deletion = useConfirmedAction(act);
  return (
    <>
      <button type="button" onClick={() => deletion.ask('Twiga Cement')}>
        Delete Twiga Cement
      </button>
      <ConfirmDialog {...deletion.dialog} title="Delete?" confirmLabel="Delete" cancelLabel="Cancel">
        {deletion.subject && `${deletion.subject} will be deleted.`}
      </ConfirmDialog>
    </>
  );
}

async function askAndAnswer(act: (name: string) => Promise<string>, answer: 'Delete' | 'Cancel') {
  const { user } = renderWithProviders(<Harness act={act} />);
  await user.click(await screen.findByRole('button', { name: 'Delete Twiga Cement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
  expect(dialog).toHaveTextContent('Twiga Cement will be deleted.');
  expect(act).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('useConfirmedAction', () => {
  it('acts on the subject only once confirmed, and toasts what the action answers', async () => {
    const act = vi.fn((name: string) => Promise.resolve(`${name} deleted`));
    await askAndAnswer(act, 'Delete');
    expect(act).toHaveBeenCalledExactlyOnceWith('Twiga Cement');
    expect(await screen.findByText('Twiga Cement deleted')).toBeInTheDocument();
  });

  it("toasts the server's reason when the action fails", async () => {
    // Shaped as RTK Query's `unwrap()` rejects: the status and the body's message.
    const refusal = Object.assign(new Error('Conflict'), {
      status: 409,
      data: { message: 'This supplier has prices' },
    });
    const act = vi.fn(() => Promise.reject(refusal));
    await askAndAnswer(act, 'Delete');
    expect(await screen.findByText('This supplier has prices')).toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const act = vi.fn(() => Promise.resolve('done'));
    await askAndAnswer(act, 'Cancel');
    expect(act).not.toHaveBeenCalled();
    expect(screen.queryByText('done')).not.toBeInTheDocument();
  });
});
