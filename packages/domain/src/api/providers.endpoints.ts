import { defineEndpoints } from './endpoint';

export const providersEndpoints = defineEndpoints({});
