import { defineEndpoints } from './endpoint';

export const healthEndpoints = defineEndpoints({});
