import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSessionFor, storeSession } from '../testing/factories';
import { buildMap, buildMapPage } from '../testing/maps-factories';
import { mockApi } from '../testing/mock-api';
import { CLIENT_PLANS_ARGS, MY_PLANS_FIRST_PAGE } from '../features/plans/client-plans';
import { mapsApi } from '../features/plans/plans.api';
import { loadFirstPlanLists } from './first-plan-lists';
import { makeStore } from './store';

const plans = buildMapPage([buildMap({ title: 'Nyumba ya Mama' })]);

function cachedList(store: ReturnType<typeof makeStore>, args: { page: number; limit: number }) {
  return mapsApi.endpoints.listMaps.select(args)(store.getState()).data;
}

describe('loadFirstPlanLists', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("puts the client's home lists in the store before it resolves", async () => {
    storeSession(buildSessionFor('user'));
    const api = mockApi({ 'GET /api/maps/': { body: plans } });
    const store = makeStore();

    await loadFirstPlanLists(store, '/');

    expect(cachedList(store, CLIENT_PLANS_ARGS)?.items[0]?.title).toBe('Nyumba ya Mama');
    expect(cachedList(store, MY_PLANS_FIRST_PAGE)?.items[0]?.title).toBe('Nyumba ya Mama');
    expect(api.requests).toHaveLength(2);
  });

  it("asks for the bill's plan picker only on a bill's address, and for nothing elsewhere", async () => {
    storeSession(buildSessionFor('user'));
    const api = mockApi({ 'GET /api/maps/': { body: plans } });
    const store = makeStore();

    await loadFirstPlanLists(store, '/my-boq/42');
    expect(api.requests.map((request) => request.query.get('limit'))).toEqual([
      String(CLIENT_PLANS_ARGS.limit),
    ]);

    await loadFirstPlanLists(store, '/profile');
    expect(api.requests).toHaveLength(1);
  });

  it('asks for nothing for staff, whose home is another screen', async () => {
    storeSession(buildSessionFor('boq'));
    const api = mockApi({ 'GET /api/maps/': { body: plans } });

    await loadFirstPlanLists(makeStore(), '/');

    expect(api.requests).toHaveLength(0);
  });

  it('stops waiting after 800 ms; the answer still lands in the store when it comes', async () => {
    vi.useFakeTimers();
    storeSession(buildSessionFor('user'));
    let answer: (() => void) | undefined;
    mockApi({
      'GET /api/maps/': () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: plans });
        }),
    });
    const store = makeStore();

    const waiting = loadFirstPlanLists(store, '/my-boq');
    await vi.advanceTimersByTimeAsync(800);
    await waiting;
    expect(cachedList(store, CLIENT_PLANS_ARGS)).toBeUndefined();

    answer?.();
    await vi.waitFor(() => expect(cachedList(store, CLIENT_PLANS_ARGS)?.items).toHaveLength(1));
  });
});
