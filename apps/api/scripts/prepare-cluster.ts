/**
 * The last step of `npm run build`: the embedded database's cluster with every migration applied, written to
 * dist/cluster.tar.gz, which a new data folder starts from (PREPARED_CLUSTER in src/db/index.ts).
 */
import { writeFileSync } from 'node:fs';
import { migratedCluster, PREPARED_CLUSTER } from '../src/db/index.js';

writeFileSync(PREPARED_CLUSTER, Buffer.from(await (await migratedCluster('gzip')).arrayBuffer()));
