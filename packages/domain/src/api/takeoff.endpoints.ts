import { defineEndpoints } from './endpoint';

export const takeoffEndpoints = defineEndpoints({});
