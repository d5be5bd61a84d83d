import { fuzzRoutes } from '../testing/route-fuzzing';

/** Shard 1 of 2 of the fuzzing of every route under every caller (testing/route-fuzzing.ts). */
await fuzzRoutes({ shard: 0, shards: 2 });
