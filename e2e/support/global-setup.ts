import { prepareDataTemplate } from './server';

/** Before any e2e file: the server's first start, kept as every journey's data (support/server.ts). */
export default prepareDataTemplate;
