import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HouseMap } from '@kadirio/domain';
import { mockApi, type MockRequest } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { installFakeXhr } from '../../../testing/fake-xhr';
import { buildDrawing, buildMap, buildMapPage } from '../../../testing/maps-factories';

function pdf(name = 'ground-floor.pdf', size?: number): File {
  const file = new File(['%PDF-1.4\n%%EOF\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A plans backend that remembers what was created, so the list shows it afterwards. */
function plansBackend() {
  const maps: HouseMap[] = [];
  return {
    maps,
    routes: {
      'GET /api/maps/': () => ({ body: buildMapPage(maps) }),
      'POST /api/maps/': ({ body }: MockRequest) => {
        const map = buildMap({ ...(body as Partial<HouseMap>), drawings: [] });
        maps.unshift(map);
        return { status: 201, body: map };
      },
    },
  };
}

async function openSendDialog() {
  const { user, ...rest } = renderApp();
  // The home's own button; with no plan yet, the empty list under it offers the same.
  const [send] = await screen.findAllByRole('button', { name: 'Send a plan' });
  if (!send) throw new Error('no "Send a plan" button');
  await user.click(send);
  const dialog = await screen.findByRole('dialog', { name: 'Send a house plan' });
  return { user, dialog, ...rest };
}

async function fillRequiredFields(user: ReturnType<typeof renderApp>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Title'), 'Nyumba ya Asha');
  await user.type(within(dialog).getByLabelText('Region'), 'Arusha');
  await user.type(within(dialog).getByLabelText('District'), 'Arusha Mjini');
  await user.type(within(dialog).getByLabelText('Ward'), 'Kaloleni');
  fireEvent.change(within(dialog).getByLabelText('Start of construction'), {
    target: { value: '2026-07-01' },
  });
}

describe('send a plan', () => {
  it('names every missing field and the missing drawings, and sends nothing', async () => {
    storeSession(buildSessionFor('user'));
    const backend = plansBackend();
    const api = mockApi(backend.routes);
    const { user, dialog } = await openSendDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Send plan' }));

    for (const message of [
      'Title is required',
      'Region is required',
      'District is required',
      'Ward is required',
      'Start of construction is required',
      'Add at least one PDF drawing of the house',
    ]) {
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requestsTo('POST /api/maps/')).toHaveLength(0);
  });

  it('checks numbers and the start date with the same rules as the server', async () => {
    storeSession(buildSessionFor('user'));
    const api = mockApi(plansBackend().routes);
    const { user, dialog } = await openSendDialog();

    await fillRequiredFields(user, dialog);
    fireEvent.change(within(dialog).getByLabelText('Start of construction'), {
      target: { value: '1999-12-31' },
    });
    await user.type(within(dialog).getByLabelText('Floors'), '1.5');
    await user.type(within(dialog).getByLabelText('Plinth area (m²)'), '0');
    await user.upload(within(dialog).getByLabelText('Drawings (PDF)'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Send plan' }));

    expect(
      within(dialog).getByText('Start of construction must be between 2000 and 2100'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Floors must be a whole number')).toBeInTheDocument();
    expect(within(dialog).getByText('Plinth area (m²) must be more than 0')).toBeInTheDocument();
    expect(api.requestsTo('POST /api/maps/')).toHaveLength(0);
  });

  it('refuses a file that is not a PDF or is over 20 MB before anything is sent', async () => {
    storeSession(buildSessionFor('user'));
    mockApi(plansBackend().routes);
    const { dialog } = await openSendDialog();
    const input = within(dialog).getByLabelText('Drawings (PDF)');

    // Dropped files skip the picker's filter, so the zone checks them itself.
    fireEvent.drop(input.closest('label')!, {
      dataTransfer: {
        files: [
          new File(['hello'], 'notes.docx', { type: 'application/msword' }),
          pdf('huge.pdf', 21 * 1024 * 1024),
          pdf('plan.pdf'),
        ],
      },
    });

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      '“notes.docx” is not a PDF or a photo. Only PDF drawings and photos of drawings (JPEG, PNG) are accepted.',
    );
    expect(alert).toHaveTextContent('“huge.pdf” is 21 MB; a drawing may be at most 20 MB.');
    expect(within(dialog).getByText('plan.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByText('huge.pdf')).not.toBeInTheDocument();
  });

  it('reads the first bytes: a Word file named plan.pdf is refused by name, a photo of a drawing is taken', async () => {
    storeSession(buildSessionFor('user'));
    const backend = plansBackend();
    const api = mockApi(backend.routes);
    const { user, dialog } = await openSendDialog();
    await user.upload(within(dialog).getByLabelText('Drawings (PDF)'), [
      new File(['PK\u0003\u0004word/document.xml'], 'plan.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0xff, 0xd9])], 'site-photo.jpg', {
        type: 'image/jpeg',
      }),
    ]);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('“plan.pdf” is not a PDF or a photo.');
    expect(within(dialog).getByText('site-photo.jpg')).toBeInTheDocument();
    expect(within(dialog).queryByText('plan.pdf')).not.toBeInTheDocument();
    // Nothing was created: the refusal came before the plan was sent.
    expect(api.requestsTo('POST /api/maps/')).toHaveLength(0);
  });

  it('creates the plan first, then uploads its drawings together with the session token, showing progress', async () => {
    const session = buildSessionFor('user');
    storeSession(session);
    const backend = plansBackend();
    const api = mockApi(backend.routes);
    const xhr = installFakeXhr();
    const { user, dialog } = await openSendDialog();

    await user.upload(within(dialog).getByLabelText('Drawings (PDF)'), [
      pdf('ground-floor.pdf'),
      pdf('roof.pdf'),
    ]);
    await fillRequiredFields(user, dialog);
    await user.type(within(dialog).getByLabelText('Floors'), '2');
    await user.type(within(dialog).getByLabelText('Bedrooms'), '3');
    await user.type(within(dialog).getByLabelText('Plinth area (m²)'), '120.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send plan' }));

    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    const created = backend.maps[0]!;
    expect(api.requestsTo('POST /api/maps/')[0]?.body).toEqual({
      title: 'Nyumba ya Asha',
      region: 'Arusha',
      district: 'Arusha Mjini',
      ward: 'Kaloleni',
      startConstruction: '2026-07-01',
      desc: '',
      floors: 2,
      bedrooms: 3,
      plinthArea: 120.5,
    });
    // The upload goes to the id the creation answered: it cannot start before the plan exists.
    const [first] = xhr.uploads;
    expect(first).toMatchObject({
      method: 'POST',
      url: `${window.location.origin}/api/maps/${created._id}/drawings`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    // Both in one request: the server keeps all of them or none.
    expect(first!.body!.getAll('file').map((file) => (file as File).name)).toEqual([
      'ground-floor.pdf',
      'roof.pdf',
    ]);

    // A quarter of the bytes sent: half of the first file (the two are the same size).
    act(() => first!.progress(25, 100));
    expect(await within(dialog).findByText(/Uploading… 50%/)).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload of ground-floor.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(dialog).getByRole('progressbar', { name: 'Upload of roof.pdf' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );

    created.drawings.push(buildDrawing({ name: 'ground-floor.pdf' }), buildDrawing({ name: 'roof.pdf' }));
    act(() => first!.respond(201, created.drawings));
    expect(xhr.uploads).toHaveLength(1);

    expect(
      await screen.findByText('Your plan “Nyumba ya Asha” has been sent for checking'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Nyumba ya Asha' })).toBeInTheDocument();
  });

  it('keeps a draft out of the queue when the server refuses a file; the file can be removed and the rest sent', async () => {
    storeSession(buildSessionFor('user'));
    const backend = plansBackend();
    mockApi(backend.routes);
    const xhr = installFakeXhr();
    const { user, dialog } = await openSendDialog();

    await user.upload(within(dialog).getByLabelText('Drawings (PDF)'), [pdf('a.pdf'), pdf('b.pdf')]);
    await fillRequiredFields(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send plan' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    act(() => xhr.uploads[0]!.respond(415, { message: 'b.pdf is not a complete PDF or image file' }));

    expect(await within(dialog).findByText(/Not uploaded: b\.pdf is not a complete PDF/)).toBeInTheDocument();
    expect(within(dialog).getByText(/is not in the checking queue yet/)).toBeInTheDocument();
    expect(within(dialog).getByText(/a\.pdf/).parentElement).toHaveTextContent('Ready to upload');

    await user.click(within(dialog).getByRole('button', { name: 'Remove b.pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Retry the upload' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(2));
    expect(xhr.uploads[1]!.body!.getAll('file').map((file) => (file as File).name)).toEqual(['a.pdf']);
    act(() => xhr.uploads[1]!.respond(201, [buildDrawing({ name: 'a.pdf' })]));
    expect(
      await screen.findByText('Your plan “Nyumba ya Asha” has been sent for checking'),
    ).toBeInTheDocument();
  });

  it('keeps the plan as a draft when an upload fails and lets the upload be tried again', async () => {
    storeSession(buildSessionFor('user'));
    const backend = plansBackend();
    const api = mockApi(backend.routes);
    const xhr = installFakeXhr();
    const { user, dialog } = await openSendDialog();

    await user.upload(within(dialog).getByLabelText('Drawings (PDF)'), pdf('plan.pdf'));
    await fillRequiredFields(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send plan' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    act(() =>
      xhr.uploads[0]!.respond(415, {
        message: 'plan.pdf is not a complete PDF or image file (its end is missing)',
      }),
    );

    expect(
      await within(dialog).findByText(/Not uploaded: plan\.pdf is not a complete PDF or image file/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/is saved as a draft and is not in the checking queue yet/),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Retry the upload' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(2));
    act(() => xhr.uploads[1]!.respond(201, [buildDrawing({ name: 'plan.pdf' })]));

    expect(
      await screen.findByText('Your plan “Nyumba ya Asha” has been sent for checking'),
    ).toBeInTheDocument();
    // The retry went to the plan already created, not to a new one.
    expect(api.requestsTo('POST /api/maps/')).toHaveLength(1);
    expect(xhr.uploads[1]!.url).toBe(xhr.uploads[0]!.url);
  });
});
