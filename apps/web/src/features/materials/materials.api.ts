import {
  materialsEndpoints as endpoints,
  type CreateMaterialBody,
  type Material,
  type MaterialPage,
  type UpdateMaterialBody,
} from '@kadirio/domain';
import { api } from '../../lib/api';
import { apiCall } from '../../lib/api-call';

export interface ListMaterialsArgs {
  search?: string;
  page: number;
  limit: number;
}

const MATERIAL_LIST = { type: 'Material', id: 'LIST' } as const;

export const materialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMaterials: build.query<MaterialPage, ListMaterialsArgs>({
      query: (query) => apiCall(endpoints.listMaterials, { query }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Material' as const, id: item._id })), MATERIAL_LIST]
          : [MATERIAL_LIST],
    }),
    createMaterial: build.mutation<Material, CreateMaterialBody>({
      query: (body) => apiCall(endpoints.createMaterial, { body }),
      invalidatesTags: (_result, error) => (error ? [] : [MATERIAL_LIST]),
    }),
    updateMaterial: build.mutation<Material, { id: string; body: UpdateMaterialBody }>({
      query: ({ id, body }) => apiCall(endpoints.updateMaterial, { params: { id }, body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Material', id }, MATERIAL_LIST]),
    }),
    deleteMaterial: build.mutation<unknown, string>({
      query: (id) => apiCall(endpoints.deleteMaterial, { params: { id } }),
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
