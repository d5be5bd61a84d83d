// autocannon ships no types; this is the part of its API the benchmarks use.
declare module 'autocannon' {
  /** Per-connection state kept between the requests of one connection. */
  export type Context = Record<string, unknown>;
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes the request just before it is sent; `context` belongs to the connection. */
    setupRequest?: (request: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context) => void;
  }
  /** One connection; `setupClient` may give it a request list of its own. */
  export interface Client {
    setRequests(requests: Request[]): void;
  }
  export interface Options {
    url: string;
    /** Called once for each connection autocannon opens, before its first request. */
    setupClient?: (client: Client) => void;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
