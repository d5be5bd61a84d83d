import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HouseMap } from '@kadirio/domain';
import { mockApi } from '../../../testing/mock-api';
import { buildSessionFor, storeSession } from '../../../testing/factories';
import { renderApp } from '../../../testing/render';
import { buildDrawing, buildMap, buildMapPage, buildTransition } from '../../../testing/maps-factories';

function signInAsOwner() {
  storeSession(buildSessionFor('user', { name: 'Asha Said' }));
}

async function planCard(title: string) {
  return screen.findByRole('article', { name: title });
}

/** A plan the dimension check flagged on 5 March; its only drawing predates the flag. */
function flaggedPlan(overrides: Partial<HouseMap> = {}): HouseMap {
  return buildMap({
    title: 'Nyumba ya Asha',
    status: 'failedcheck',
    unitComment: 'The kitchen window has no width',
    queuedAt: '2025-03-05T10:00:00.000Z',
    drawings: [buildDrawing({ name: 'ground-floor.pdf', createdAt: '2025-03-01T09:00:00.000Z' })],
    history: [
      buildTransition({ from: null, to: 'typecheck', byName: 'Asha Said', at: '2025-03-01T09:00:00.000Z' }),
      buildTransition({
        from: 'typecheck',
        to: 'unitcheck',
        byName: 'Baraka Mollel',
        at: '2025-03-02T09:00:00.000Z',
      }),
      buildTransition({
        from: 'unitcheck',
        to: 'failedcheck',
        byName: 'Zawadi Kimaro',
        at: '2025-03-05T10:00:00.000Z',
        comment: 'The kitchen window has no width',
      }),
    ],
    ...overrides,
  });
}

describe('my plans', () => {
  it('shows each plan with its status, the plain sentence, the comment and the history', async () => {
    signInAsOwner();
    mockApi({ 'GET /api/maps/': { body: buildMapPage([flaggedPlan()]) } });
    const { user } = renderApp();

    const card = await planCard('Nyumba ya Asha');
    expect(within(card).getByText('Needs changes')).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'We found a problem with your plan. Read the comment, then upload revised drawings and send it again',
    );
    const comments = within(card).getByRole('heading', { name: 'Comments from our team' }).parentElement!;
    expect(comments).toHaveTextContent('Dimension check');
    expect(comments).toHaveTextContent('The kitchen window has no width');
    expect(within(card).getByRole('button', { name: /^ground-floor\.pdf/ })).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'History (3)' }));
    const history = within(within(card).getByRole('list', { name: 'History' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(history[0]).toMatch(/^Created → Drawing checkby Asha Said/);
    expect(history[1]).toMatch(/^Drawing check → Dimension checkby Baraka Mollel/);
    expect(history[2]).toMatch(
      /^Dimension check → Needs changesby Zawadi Kimaro.*“The kitchen window has no width”$/,
    );
  });

  it('tells the owner of a draft to upload a drawing', async () => {
    signInAsOwner();
    mockApi({ 'GET /api/maps/': { body: buildMapPage([buildMap({ title: 'Rasimu', drawings: [] })]) } });
    renderApp();

    const card = await planCard('Rasimu');
    expect(within(card).getByText('Draft')).toBeInTheDocument();
    expect(card).toHaveTextContent('Upload at least one PDF drawing to send your plan for checking.');
    expect(within(card).getByLabelText('Drawings (PDF)')).toBeInTheDocument();
  });

  it('keeps Resubmit disabled, and says why, until a revised drawing is uploaded', async () => {
    signInAsOwner();
    mockApi({ 'GET /api/maps/': { body: buildMapPage([flaggedPlan()]) } });
    renderApp();

    const card = await planCard('Nyumba ya Asha');
    const resubmit = within(card).getByRole('button', { name: 'Resubmit' });
    expect(resubmit).toBeDisabled();
    expect(resubmit).toHaveAccessibleDescription(
      'Upload at least one revised drawing first, then resubmit the plan.',
    );
    expect(within(card).getByRole('button', { name: 'Send revised drawings' })).toBeEnabled();
  });

  it('resubmits a plan with a revised drawing back to the drawing check', async () => {
    signInAsOwner();
    const plan = flaggedPlan();
    plan.drawings.push(buildDrawing({ name: 'ground-floor-v2.pdf', createdAt: '2025-03-06T08:00:00.000Z' }));
    const api = mockApi({
      'GET /api/maps/': () => ({ body: buildMapPage([plan]) }),
      'POST /api/maps/:id/transitions': () => {
        plan.status = 'typecheck';
        return { body: plan };
      },
    });
    const { user } = renderApp();

    const card = await planCard('Nyumba ya Asha');
    await user.click(within(card).getByRole('button', { name: 'Resubmit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resubmit' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit' }));

    expect(await screen.findByText('“Nyumba ya Asha” sent for checking again')).toBeInTheDocument();
    const [request] = api.requestsTo('POST /api/maps/:id/transitions');
    expect(request?.path).toBe(`/api/maps/${plan._id}/transitions`);
    expect(request?.body).toEqual({ to: 'typecheck' });
    await waitFor(() => expect(within(card).getByText('Drawing check')).toBeInTheDocument());
  });

  it('asks before deleting a plan, and offers no delete once it is accepted', async () => {
    signInAsOwner();
    const plans = [flaggedPlan(), buildMap({ title: 'Nyumba ya Pwani', status: 'successful' })];
    const api = mockApi({
      'GET /api/maps/': () => ({ body: buildMapPage(plans) }),
      'DELETE /api/maps/:id': ({ params }) => {
        plans.splice(
          plans.findIndex((plan) => plan._id === params.id),
          1,
        );
        return { body: { id: params.id, message: 'Map deleted successfully' } };
      },
    });
    const { user } = renderApp();

    expect(
      within(await planCard('Nyumba ya Pwani')).queryByRole('button', { name: 'Delete plan' }),
    ).toBeNull();
    await user.click(within(await planCard('Nyumba ya Asha')).getByRole('button', { name: 'Delete plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this plan?' });
    expect(api.requestsTo('DELETE /api/maps/:id')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Plan deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Nyumba ya Asha' })).not.toBeInTheDocument(),
    );
  });

  it('edits the details of a plan the owner may still change, clearing an emptied building fact', async () => {
    signInAsOwner();
    const plan = flaggedPlan({ region: 'Arusha', floors: 2, bedrooms: 3, startConstruction: '2026-07-01' });
    const api = mockApi({
      'GET /api/maps/': () => ({ body: buildMapPage([plan]) }),
      'PUT /api/maps/:id': ({ body }) => {
        Object.assign(plan, body);
        return { body: plan };
      },
    });
    const { user } = renderApp();

    await user.click(within(await planCard('Nyumba ya Asha')).getByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the plan’s details' });
    expect(within(dialog).getByRole('textbox', { name: 'Region' })).toHaveValue('Arusha');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Region' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Region/, { selector: 'p' })).toBeInTheDocument();
    expect(api.requestsTo('PUT /api/maps/:id')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Region' }), 'Dodoma');
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Bedrooms' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Details saved')).toBeInTheDocument();
    const [request] = api.requestsTo('PUT /api/maps/:id');
    expect(request?.path).toBe(`/api/maps/${plan._id}`);
    expect(request?.body).toMatchObject({ region: 'Dodoma', floors: 2, bedrooms: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks before deleting one drawing, and offers neither edit nor drawing delete once accepted', async () => {
    signInAsOwner();
    const plan = flaggedPlan();
    plan.drawings.push(buildDrawing({ name: 'roof.pdf' }));
    const accepted = buildMap({
      title: 'Nyumba ya Pwani',
      status: 'successful',
      drawings: [buildDrawing({ name: 'final.pdf' })],
    });
    const api = mockApi({
      'GET /api/maps/': () => ({ body: buildMapPage([plan, accepted]) }),
      'DELETE /api/maps/:id/drawings/:drawingId': ({ params }) => {
        plan.drawings = plan.drawings.filter((drawing) => drawing._id !== params.drawingId);
        return { body: { id: params.drawingId, message: 'Drawing deleted' } };
      },
    });
    const { user } = renderApp();

    const acceptedCard = await planCard('Nyumba ya Pwani');
    expect(within(acceptedCard).queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(within(acceptedCard).queryByRole('button', { name: 'Delete drawing final.pdf' })).toBeNull();

    const card = await planCard('Nyumba ya Asha');
    await user.click(within(card).getByRole('button', { name: 'Delete drawing roof.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this drawing?' });
    expect(dialog).toHaveTextContent('“roof.pdf” will be removed from the plan.');
    expect(api.requestsTo('DELETE /api/maps/:id/drawings/:drawingId')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Drawing deleted')).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog has finished closing.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card).queryByRole('button', { name: /^roof\.pdf/ })).toBeNull());
    expect(within(card).getByRole('button', { name: /^ground-floor\.pdf/ })).toBeInTheDocument();
  });

  it('invites a client with no plans to send their first', async () => {
    signInAsOwner();
    mockApi({ 'GET /api/maps/': { body: buildMapPage([]) } });
    const { user } = renderApp();

    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Send a plan' });
    expect(buttons).toHaveLength(2);
    await user.click(buttons[1]!);
    expect(await screen.findByRole('dialog', { name: 'Send a house plan' })).toBeInTheDocument();
  });

  it('speaks Swahili: status, sentence and labels', async () => {
    signInAsOwner();
    window.localStorage.setItem('language', 'sw');
    const { default: i18n } = await import('../../../lib/i18n');
    await i18n.changeLanguage('sw');
    mockApi({ 'GET /api/maps/': { body: buildMapPage([flaggedPlan()]) } });
    renderApp();

    const card = await planCard('Nyumba ya Asha');
    expect(within(card).getByText('Inahitaji marekebisho')).toBeInTheDocument();
    expect(card).toHaveTextContent('Tumegundua tatizo kwenye ramani yako.');
    expect(within(card).getByRole('button', { name: 'Tuma tena' })).toBeDisabled();
  });
});
