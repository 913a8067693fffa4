/** The configured store: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
import type { Config } from '../config.ts';
import { openPostgresStore } from './postgres-store.ts';
import { openSqliteStore } from './sqlite-store.ts';
import type { Store } from './store.ts';

export async function openStore(config: Config): Promise<Store> {
  return config.databaseUrl ? openPostgresStore(config.databaseUrl) : openSqliteStore(config.dataDir);
}
