import { defineEndpoints } from './endpoint';

export const contactEndpoints = defineEndpoints({});
