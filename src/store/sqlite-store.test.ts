import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from './sqlite-store.ts';
import { describeStoreContract } from './store-contract.ts';

describeStoreContract('SQLite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'gleaner-store-'));
  return {
    store: openSqliteStore(dir),
    openInChild: `import { openSqliteStore } from ${JSON.stringify(new URL('./sqlite-store.ts', import.meta.url).href)};
      const store = openSqliteStore(${JSON.stringify(dir)});`,
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
});
