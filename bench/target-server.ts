/** A local crawl target for benchmarks: the real article of the test fixtures. */
import { startTargetServer } from '../test/helpers/target-server.ts';

const target = await startTargetServer();
console.log(target.url);
