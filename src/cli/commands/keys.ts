/**
 * `gleaner keys …`: key administration on the configured store (DATA_DIR). The server may be
 * running: SQLite serialises the writes, and a revocation takes effect on the next request.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { createApiKey } from '../../store/api-keys.ts';
import { openStore } from '../../store/open-store.ts';
import type { ApiKeyRecord, Store } from '../../store/store.ts';
import { UsageError } from '../main.ts';

const HELP = `Usage:
  gleaner keys create --credits N [--name NAME] [--quota-per-hour N] [--json]
  gleaner keys list [--json]
  gleaner keys revoke <id|prefix>
  gleaner keys credit <id|prefix> --credits N
  gleaner keys quota <id|prefix> --per-hour N|none
  gleaner keys ledger <id|prefix> [--limit N] [--json]

The key itself is printed once, by create; only its SHA-256 is stored.`;

const options = {
  credits: { type: 'string' },
  name: { type: 'string' },
  'quota-per-hour': { type: 'string' },
  'per-hour': { type: 'string' },
  limit: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  const [sub, target] = positionals;
  if (values.help || !sub) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  const store = await openStore(loadConfig());
  try {
    switch (sub) {
      case 'create': {
        const credits = intOption(values.credits, '--credits', true);
        const quota = values['quota-per-hour'] === undefined ? null : intOption(values['quota-per-hour'], '--quota-per-hour', true);
        const { key, record } = await createApiKey(store, { name: values.name ?? 'default', credits, quotaPerHour: quota });
        if (values.json) console.log(JSON.stringify({ key, ...describe(record) }));
        else console.log(`Created key "${record.name}" (${record.id}) with ${credits} credits.\n\n  ${key}\n\nStore it now: it is not shown again.`);
        return 0;
      }
      case 'list': {
        const keys = await store.listKeys();
        if (values.json) console.log(JSON.stringify(keys.map(describe)));
        else printTable(keys);
        return 0;
      }
      case 'revoke': {
        const key = await resolve(store, target);
        await store.revokeKey(key.id);
        console.log(`Revoked ${key.prefix}… (${key.id}).`);
        return 0;
      }
      case 'credit': {
        const key = await resolve(store, target);
        const amount = intOption(values.credits, '--credits', true);
        const balance = await store.addCredits(key.id, amount, 'cli top-up');
        console.log(`Added ${amount} credits to ${key.prefix}…; balance ${balance}.`);
        return 0;
      }
      case 'quota': {
        const key = await resolve(store, target);
        const raw = values['per-hour'];
        if (raw === undefined) throw new UsageError('keys quota needs --per-hour N (or none).');
        const quota = raw === 'none' ? null : intOption(raw, '--per-hour', true);
        await store.setQuota(key.id, quota);
        console.log(`Quota of ${key.prefix}… set to ${quota ?? 'unlimited'} charged requests per hour.`);
        return 0;
      }
      case 'ledger': {
        const key = await resolve(store, target);
        const rows = await store.ledger(key.id, values.limit ? intOption(values.limit, '--limit', true) : 50);
        if (values.json) console.log(JSON.stringify(rows));
        else for (const r of rows) console.log(`${r.createdAt}  ${r.kind.padEnd(6)} ${String(r.delta).padStart(7)}  ${r.operation ?? ''} ${r.requestId ?? r.note ?? ''}`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown keys subcommand "${sub}".\n\n${HELP}`);
    }
  } finally {
    await store.close();
  }
}

function intOption(raw: string | undefined, name: string, required: boolean): number {
  if (raw === undefined) {
    if (required) throw new UsageError(`${name} is required.`);
    return 0;
  }
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new UsageError(`${name} must be a whole number ≥ 0, got "${raw}".`);
  return n;
}

async function resolve(store: Store, target: string | undefined): Promise<ApiKeyRecord> {
  if (!target) throw new UsageError('Name the key by its id or display prefix (see keys list).');
  const key = await store.findKey(target);
  if (!key) throw new UsageError(`No single key matches "${target}".`);
  return key;
}

function describe(k: ApiKeyRecord) {
  return { id: k.id, name: k.name, prefix: k.prefix, balance: k.balance, quota_per_hour: k.quotaPerHour, created_at: k.createdAt, revoked_at: k.revokedAt };
}

function printTable(keys: ApiKeyRecord[]): void {
  if (!keys.length) return void console.log('No keys yet: gleaner keys create --credits N');
  console.log(['id'.padEnd(36), 'prefix'.padEnd(11), 'name'.padEnd(16), 'balance'.padStart(9), 'quota/h'.padStart(8), 'status'].join('  '));
  for (const k of keys) {
    console.log(
      [k.id, `${k.prefix}…`.padEnd(11), k.name.slice(0, 16).padEnd(16), String(k.balance).padStart(9), String(k.quotaPerHour ?? '-').padStart(8), k.revokedAt ? 'revoked' : 'active'].join('  '),
    );
  }
}
