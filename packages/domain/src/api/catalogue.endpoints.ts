import { defineEndpoints } from './endpoint';

export const catalogueEndpoints = defineEndpoints({});
