/**
 * API keys: 256 random bits behind a readable type prefix (`glr_…`, GitHub/Stripe style, so
 * secret scanners can spot a leaked key). Only the SHA-256 of the key and a short display prefix
 * are stored; a key is shown once, at creation. A fast hash suffices for a 256-bit secret.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { ApiKeyRecord, Store } from './store.ts';

const KEY_PREFIX = 'glr_';
const KEY_PATTERN = /^glr_[A-Za-z0-9_-]{43}$/;

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export interface CreatedKey {
  key: string;
  record: ApiKeyRecord;
}

export async function createApiKey(
  store: Store,
  input: { name?: string; credits: number; quotaPerHour?: number | null },
): Promise<CreatedKey> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const record = await store.createKey({
    id: randomUUID(),
    name: input.name ?? 'default',
    prefix: key.slice(0, KEY_PREFIX.length + 6),
    hash: hashKey(key),
    credits: input.credits,
    quotaPerHour: input.quotaPerHour ?? null,
  });
  return { key, record };
}

/** Resolves the X-API-Key header to an active key, or throws the matching 401. */
export async function verifyApiKey(store: Store, presented: string | undefined): Promise<ApiKeyRecord> {
  if (!presented) throw new AppError('AUTH_MISSING', 'Send your API key in the X-API-Key header.');
  // Malformed keys never touch the database.
  if (!KEY_PATTERN.test(presented)) throw new AppError('AUTH_INVALID', 'The API key is not valid.');
  const hash = hashKey(presented);
  const record = await store.findKeyByHash(hash);
  // The lookup is by hash; the explicit constant-time comparison keeps it so if the lookup changes.
  if (!record || !timingSafeEqual(Buffer.from(record.hash, 'hex'), Buffer.from(hash, 'hex'))) {
    throw new AppError('AUTH_INVALID', 'The API key is not valid.');
  }
  if (record.revokedAt) throw new AppError('AUTH_REVOKED', `The API key ${record.prefix}… was revoked on ${record.revokedAt}.`);
  return record;
}
