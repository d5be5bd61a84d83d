import { defineEndpoints } from './endpoint';

export const blogEndpoints = defineEndpoints({});
