import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/render';
import { TakeoffSheetDownloads } from './takeoff-sheet-downloads';

const MAP_ID = '00000000-0000-4000-8000-0000000000aa';

function stubObjectUrls() {
  const createObjectURL = vi.fn(() => 'blob:takeoff');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  return createObjectURL;
}

afterEach(() => vi.unstubAllGlobals());

describe('the take-off sheet downloads', () => {
  it("downloads the sheet as it is now, in the reader's language, as PDF and as Excel", async () => {
    storeSession(buildSessionFor('boq'));
    const createObjectURL = stubObjectUrls();
    const api = mockApi({
      'GET /api/maps/:id/takeoff-sheet.pdf': { body: 'pdf' },
      'GET /api/maps/:id/takeoff-sheet.xlsx': { body: 'xlsx' },
    });
    const { user } = renderWithProviders(<TakeoffSheetDownloads mapId={MAP_ID} mapTitle="Nyumba ya Asha" />);

    await user.click(await screen.findByRole('button', { name: 'Take-off sheet (PDF)' }));
    expect(await screen.findByText('Take-off sheet downloaded')).toBeInTheDocument();
    const [pdf] = api.requestsTo('GET /api/maps/:id/takeoff-sheet.pdf');
    expect(pdf?.path).toBe(`/api/maps/${MAP_ID}/takeoff-sheet.pdf`);
    expect(pdf?.query.get('lang')).toBe('en');
    expect(pdf?.headers.get('authorization')).toMatch(/^Bearer /);

    await user.click(screen.getByRole('button', { name: 'Take-off sheet (Excel)' }));
    await waitFor(() => expect(api.requestsTo('GET /api/maps/:id/takeoff-sheet.xlsx')).toHaveLength(1));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
  });

  it('says why when the server refuses, and saves nothing', async () => {
    storeSession(buildSessionFor('boq'));
    const createObjectURL = stubObjectUrls();
    mockApi({
      'GET /api/maps/:id/takeoff-sheet.pdf': { status: 404, body: { message: 'Map not found' } },
    });
    const { user } = renderWithProviders(<TakeoffSheetDownloads mapId={MAP_ID} mapTitle="Nyumba ya Asha" />);

    await user.click(await screen.findByRole('button', { name: 'Take-off sheet (PDF)' }));
    expect(
      await screen.findByText(/^The take-off sheet could not be downloaded: .*Map not found/),
    ).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
  });
});
