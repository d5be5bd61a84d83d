import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { DownloadButtons } from './download-buttons';

type Kind = 'pdf' | 'xlsx';

const choices = [
  { kind: 'pdf' as const, label: 'Bill (PDF)' },
  { kind: 'xlsx' as const, label: 'Bill (Excel)' },
];

function renderButtons(fetchFile: (kind: Kind) => Promise<{ url: string; fileName: string }>) {
  return renderWithProviders(
    <DownloadButtons<Kind>
      label="Downloads"
      choices={choices}
      fetchFile={fetchFile}
      savedMessage="Saved"
      failedMessage={(reason) => `Not saved: ${reason}`}
    />,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('DownloadButtons', () => {
  it('saves the fetched file under its name, holding the other buttons while it comes', async () => {
    let deliver: (file: { url: string; fileName: string }) => void = () => {};
    const fetchFile = vi.fn(() => new Promise<{ url: string; fileName: string }>((done) => (deliver = done)));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    const { user } = renderButtons(fetchFile);

    await user.click(screen.getByRole('button', { name: 'Bill (PDF)' }));
    expect(fetchFile).toHaveBeenCalledWith('pdf');
    expect(screen.getByRole('button', { name: 'Bill (Excel)' })).toBeDisabled();

    deliver({ url: 'blob:bill', fileName: 'nyumba-boq-rev1.pdf' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(clicks).toEqual(['nyumba-boq-rev1.pdf blob:bill']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bill (Excel)' })).toBeEnabled());
  });

  it('says why a file was not saved, saves nothing, and lets the reader try again', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchFile = vi.fn(() => Promise.reject(new Error('the network is down')));
    const { user } = renderButtons(fetchFile);

    await user.click(screen.getByRole('button', { name: 'Bill (Excel)' }));
    expect(await screen.findByText(/^Not saved: .*network is down/)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Bill (Excel)' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Downloads' })).toBeInTheDocument();
  });
});
