import { fuzzRoutes } from '../testing/route-fuzzing';

/** Shard 2 of 2 of the fuzzing of every route under every caller (testing/route-fuzzing.ts). */
await fuzzRoutes({ shard: 1, shards: 2 });
