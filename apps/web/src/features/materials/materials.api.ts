import type { CreateMaterialBody, Material, MaterialPage, UpdateMaterialBody } from '@kadirio/domain';
import { api } from '../../lib/api';

export interface ListMaterialsArgs {
  search?: string;
  page: number;
  limit: number;
}

const MATERIAL_LIST = { type: 'Material', id: 'LIST' } as const;

export const materialsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMaterials: build.query<MaterialPage, ListMaterialsArgs>({
      query: (params) => ({ url: 'materials/', params }),
      providesTags: (result) =>
        result
          ? [...result.items.map((item) => ({ type: 'Material' as const, id: item._id })), MATERIAL_LIST]
          : [MATERIAL_LIST],
    }),
    createMaterial: build.mutation<Material, CreateMaterialBody>({
      query: (body) => ({ url: 'materials/', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [MATERIAL_LIST]),
    }),
    updateMaterial: build.mutation<Material, { id: string; body: UpdateMaterialBody }>({
      query: ({ id, body }) => ({ url: `materials/${id}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Material', id }, MATERIAL_LIST]),
    }),
    deleteMaterial: build.mutation<unknown, string>({
      query: (id) => ({ url: `materials/${id}`, method: 'DELETE' }),
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
