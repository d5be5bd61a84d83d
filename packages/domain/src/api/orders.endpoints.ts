import { defineEndpoints } from './endpoint';

export const ordersEndpoints = defineEndpoints({});
