/**
 * The store contract on PostgreSQL, in a schema of its own dropped afterwards. The server is the
 * one .ci/run starts (127.0.0.1:5432, database test); TEST_DATABASE_URL overrides it.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresStore } from './postgres-store.ts';
import { describeStoreContract } from './store-contract.ts';
import { testDatabaseUrl } from '../../test/helpers/services.ts';

describeStoreContract('PostgreSQL', async () => {
  const base = testDatabaseUrl();
  const schema = `gleaner_test_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${base}${base.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    store: await openPostgresStore(url),
    openInChild: `import { openPostgresStore } from ${JSON.stringify(new URL('./postgres-store.ts', import.meta.url).href)};
      const store = await openPostgresStore(${JSON.stringify(url)});`,
    cleanup: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
});
