import { defineEndpoints } from './endpoint';

export const purchasesEndpoints = defineEndpoints({});
