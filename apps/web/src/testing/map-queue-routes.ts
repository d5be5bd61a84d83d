import {
  MAP_QUEUE_ENDPOINTS,
  MAP_STATUSES,
  routeKeyOf,
  type ApiRouteKey,
  type MapStatus,
} from '@kadirio/domain';
import type { MockRequest, MockResponse, MockRoute } from './mock-api';

/** A fixed answer, or one computed for the state whose queue was asked for. */
type QueueAnswer = MockResponse | ((status: MapStatus, request: MockRequest) => MockResponse);

function routeFor(status: MapStatus, answer: QueueAnswer): MockRoute {
  return typeof answer === 'function' ? (request) => answer(status, request) : answer;
}

/**
 * Fakes of every state's queue (`list`) and queue count (`count`) for `mockApi`. Each state has
 * routes of its own (`GET /api/maps/typecheck`, …, as the server registers them), so a fake that
 * answers by state is handed the state.
 */
export function mapQueueRoutes({
  list,
  count,
}: {
  list?: QueueAnswer;
  count?: QueueAnswer;
}): Partial<Record<ApiRouteKey, MockRoute>> {
  const routes: Partial<Record<ApiRouteKey, MockRoute>> = {};
  for (const status of MAP_STATUSES) {
    const queue = MAP_QUEUE_ENDPOINTS[status];
    if (list) routes[routeKeyOf(queue.list)] = routeFor(status, list);
    if (count) routes[routeKeyOf(queue.count)] = routeFor(status, count);
  }
  return routes;
}
