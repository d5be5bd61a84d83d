import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../app/store';
import { CLIENT_PLANS_ARGS, MY_PLANS_FIRST_PAGE, plansListPath } from '../features/plans/client-plans';
import { mapsApi } from '../features/plans/plans.api';
import { buildSessionFor, storeSession } from '../testing/factories';
import { buildMap, buildMapPage } from '../testing/maps-factories';
import { mockApi } from '../testing/mock-api';
import { fetchEarly } from './early-responses';

const client = buildSessionFor('user', { token: 'client-token' });

/** The store as the app makes it for a signed-in client, asking for one list of plans. */
async function listPlans(args: { page: number; limit: number }) {
  storeSession(client);
  const store = makeStore();
  const request = store.dispatch(mapsApi.endpoints.listMaps.initiate(args));
  const result = await request;
  request.unsubscribe();
  return result;
}

afterEach(() => {
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('early answers (the early start asks for a screen first list before the app is in)', () => {
  it.each([
    ['all plans', CLIENT_PLANS_ARGS],
    ["my plans' first page", MY_PLANS_FIRST_PAGE],
  ])('%s: the app takes the early answer instead of asking again', async (_name, args) => {
    const page = buildMapPage([buildMap({ title: 'Nyumba ya Asha' })], args);
    const api = mockApi({ 'GET /api/maps/': { body: page } });
    fetchEarly(plansListPath(args), client.token);
    const result = await listPlans(args);
    expect(result.data?.items.map((map) => map.title)).toEqual(['Nyumba ya Asha']);
    // One request: the early one, at the very address the app asks for.
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(api.requestsTo('GET /api/maps/')[0]?.headers.get('authorization')).toBe('Bearer client-token');
  });

  it('asks again when the session has changed since', async () => {
    const api = mockApi({ 'GET /api/maps/': { body: buildMapPage([]) } });
    fetchEarly(plansListPath(CLIENT_PLANS_ARGS), 'an-older-token');
    await listPlans(CLIENT_PLANS_ARGS);
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the early answer was a refusal, so its message comes in the reader’s language', async () => {
    let calls = 0;
    mockApi({
      'GET /api/maps/': () =>
        ++calls === 1 ? { status: 503, body: { message: 'busy' } } : { body: buildMapPage([buildMap()]) },
    });
    fetchEarly(plansListPath(CLIENT_PLANS_ARGS), client.token);
    const result = await listPlans(CLIENT_PLANS_ARGS);
    expect(calls).toBe(2);
    expect(result.data?.items).toHaveLength(1);
  });

  it('is taken once: a later request asks the server', async () => {
    const api = mockApi({ 'GET /api/maps/': { body: buildMapPage([]) } });
    fetchEarly(plansListPath(CLIENT_PLANS_ARGS), client.token);
    await listPlans(CLIENT_PLANS_ARGS);
    await listPlans(CLIENT_PLANS_ARGS);
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });
});
