import { materialsEndpoints as endpoints } from '@kadirio/domain';
import { api } from '../../lib/api';
import { mutation, query } from '../../lib/endpoint-query';

const MATERIAL_LIST = { type: 'Material', id: 'LIST' } as const;

export const materialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMaterials: query(build, endpoints.listMaterials, {
      request: 'query',
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Material' as const, id: item._id })), MATERIAL_LIST]
          : [MATERIAL_LIST],
    }),
    createMaterial: mutation(build, endpoints.createMaterial, {
      request: 'body',
      invalidatesTags: (_result, error) => (error ? [] : [MATERIAL_LIST]),
    }),
    updateMaterial: mutation(build, endpoints.updateMaterial, {
      request: 'params',
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Material', id }, MATERIAL_LIST]),
    }),
    deleteMaterial: mutation(build, endpoints.deleteMaterial, {
      request: 'param',
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Material', id }, MATERIAL_LIST]),
    }),
  }),
});

export const {
  useListMaterialsQuery,
  useCreateMaterialMutation,
  useUpdateMaterialMutation,
  useDeleteMaterialMutation,
} = materialsApi;
