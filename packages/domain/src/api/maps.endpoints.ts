import { defineEndpoints } from './endpoint';

export const mapsEndpoints = defineEndpoints({});
