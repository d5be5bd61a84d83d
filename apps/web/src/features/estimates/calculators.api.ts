import { catalogueEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';
import { queryBy } from '../../lib/endpoint-query';

/** The API's largest page: the whole active catalogue (about 200 items) in one call. */
export const WHOLE_CATALOGUE_LIMIT = 500;

const CATALOGUE_LIST = { type: 'CatalogueItem', id: 'LIST' } as const;

export const estimateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every catalogue item, withdrawn ones too (`active: false`, so the estimate can say which
     * lines it left out and why), for pricing the house in the browser. Kept for an hour once
     * unused: rates change rarely, and a rate or status change invalidates the item's tag. It keeps
     * the page's items only.
     */
    getCatalogue: queryBy(
      build,
      (_arg: void) =>
        apiCall(endpoints.listCatalogue, { query: { include: 'all', limit: WHOLE_CATALOGUE_LIMIT } }),
      {
        select: (page) => page.items,
        providesTags: (items) =>
          items
            ? [...items.map((item) => ({ type: 'CatalogueItem' as const, id: item._id })), CATALOGUE_LIST]
            : [CATALOGUE_LIST],
        keepUnusedDataFor: 60 * 60,
      },
    ),
  }),
});

export const { useGetCatalogueQuery } = estimateApi;
