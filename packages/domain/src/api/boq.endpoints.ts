import { defineEndpoints } from './endpoint';

export const boqEndpoints = defineEndpoints({});
