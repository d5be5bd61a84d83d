import { defineEndpoints } from './endpoint';

export const legacySheetsEndpoints = defineEndpoints({});
