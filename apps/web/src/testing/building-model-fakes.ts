import {
  buildingModelEndpoints as endpoints,
  computeBuildingModel,
  routeKeyOf,
  type BindDefaultsResponse,
  type BuildingModel,
} from '@kadirio/domain';
import type { MockRoute } from './mock-api';

/** A plan with no marks yet: every quantity missing, nothing to bind. */
export function emptyBuildingModel(): BuildingModel {
  const parameters = {
    wallHeight: { value: 3, source: 'default' as const },
    wallThickness: { value: 0.15, source: 'default' as const },
    stripWidth: { value: 0.6, source: 'default' as const },
  };
  const computed = computeBuildingModel([], parameters);
  return {
    quantities: computed.quantities.map((quantity) => ({ ...quantity, readBy: [] })),
    groups: computed.groups,
    parameters,
    pendingInputs: 0,
  };
}

/**
 * The building model's routes for `mockApi`, answering `model` as set; binding turns every pending
 * input into a following one, as the server does, and answers what it bound.
 */
export function fakeBuildingModel(initial: BuildingModel = emptyBuildingModel()) {
  let model = initial;
  const routes: Record<string, MockRoute> = {
    [routeKeyOf(endpoints.getBuildingModel)]: () => ({ body: model }),
    [routeKeyOf(endpoints.bindBuildingModel)]: () => {
      const bound = model.quantities.flatMap((quantity) =>
        quantity.readBy
          .filter((input) => input.state === 'pending')
          .map((input) => ({
            trade: input.trade,
            field: input.field,
            quantity: quantity.id,
            expression: quantity.expression ?? '',
            value: quantity.value ?? 0,
          })),
      );
      model = {
        ...model,
        pendingInputs: 0,
        quantities: model.quantities.map((quantity) => ({
          ...quantity,
          readBy: quantity.readBy.map((input) =>
            input.state === 'pending'
              ? { ...input, state: 'following' as const, value: quantity.value }
              : input,
          ),
        })),
      };
      const answer: BindDefaultsResponse = {
        bound,
        keptTyped: [],
        keptBoundByHand: [],
        repricedSheets: [...new Set(bound.map((input) => input.trade))],
        model,
      };
      return { body: answer };
    },
  };
  return {
    routes,
    set(next: BuildingModel) {
      model = next;
    },
  };
}
