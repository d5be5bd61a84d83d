import { defineEndpoints } from './endpoint';

export const usersEndpoints = defineEndpoints({});
