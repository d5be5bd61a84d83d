import { catalogueEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';
import type { ResultOf } from '../../lib/endpoint-query';

type CataloguePage = ResultOf<typeof endpoints.listCatalogue>;

/** The API's largest page: the whole active catalogue (about 200 items) in one call. */
export const WHOLE_CATALOGUE_LIMIT = 500;

const CATALOGUE_LIST = { type: 'CatalogueItem', id: 'LIST' } as const;

export const estimateApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every catalogue item, withdrawn ones too (`active: false`, so the estimate can say which
     * lines it left out and why), for pricing the house in the browser. Kept for an hour once
     * unused: rates change rarely, and a rate or status change invalidates the item's tag. Built
     * by hand because it keeps the page's items only (`transformResponse`); both types are still
     * the declaration's.
     */
    getCatalogue: build.query<CataloguePage['items'], void>({
      query: () =>
        apiCall(endpoints.listCatalogue, { query: { include: 'all', limit: WHOLE_CATALOGUE_LIMIT } }),
      transformResponse: (page: CataloguePage) => page.items,
      providesTags: (items) =>
        items
          ? [...items.map((item) => ({ type: 'CatalogueItem' as const, id: item._id })), CATALOGUE_LIST]
          : [CATALOGUE_LIST],
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetCatalogueQuery } = estimateApi;
