import { boqEndpoints, catalogueEndpoints as endpoints, type CatalogueEntry } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

const CATALOGUE_LIST = { type: 'CatalogueItem', id: 'LIST' } as const;

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCatalogue: query(build, endpoints.listCatalogue, {
      request: 'query',
      providesTags: (result) =>
        result
          ? [
              ...result.items.map((item) => ({ type: 'CatalogueItem' as const, id: item._id })),
              CATALOGUE_LIST,
            ]
          : [CATALOGUE_LIST],
    }),
    /**
     * Every list holding the item refetches (the instant estimate's catalogue too). A rate change
     * adds a line to the item's history; withdrawing or restoring moves the item in or out of the
     * active lists, so those refetch whole.
     */
    updateCatalogueItem: mutation(build, endpoints.updateCatalogueItem, {
      request: 'params',
      invalidatesTags: (_result, error, { id, body }) => {
        if (error) return [];
        return [
          { type: 'CatalogueItem', id },
          ...(body.rate === undefined ? [] : [{ type: 'RateChange' as const, id }]),
          ...(body.active === undefined ? [] : [CATALOGUE_LIST]),
        ];
      },
      // The saved item replaces the row at once, before the lists have refetched.
      async onQueryStarted({ id }, { dispatch, queryFulfilled, ...lifecycle }) {
        let saved: CatalogueEntry;
        try {
          ({ data: saved } = await queryFulfilled);
        } catch {
          return;
        }
        for (const args of catalogueApi.util.selectCachedArgsForQuery(
          lifecycle.getState(),
          'listCatalogue',
        )) {
          dispatch(
            catalogueApi.util.updateQueryData('listCatalogue', args, (page) => {
              const index = page.items.findIndex((item) => item._id === id);
              if (index !== -1) page.items[index] = saved;
            }),
          );
        }
      },
    }),
    listRateChanges: query(build, endpoints.listRateChanges, {
      request: 'param',
      providesTags: (_result, _error, id) => [{ type: 'RateChange', id }],
    }),
    /** The unissued BOQs a change of this item's rate would re-price; read afresh each time a dialog opens. */
    listUnissuedBoqsTouched: query(build, boqEndpoints.listUnissuedBoqsTouched, {
      request: 'param',
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useListCatalogueQuery,
  useUpdateCatalogueItemMutation,
  useListRateChangesQuery,
  useListUnissuedBoqsTouchedQuery,
} = catalogueApi;
