/**
 * Shared by the CLI commands that act on an operation: find it in the registry and turn
 * `--param k=v` pairs into validated parameters, with the API's own 400 messages.
 */
import { AppError } from '../errors.ts';
import { validateParams } from '../operations/params.ts';
import { operations } from '../operations/registry.ts';
import { isUpstreamOperation, type UpstreamOperation } from '../operations/upstream-operation.ts';
import { UsageError } from './main.ts';

export function upstreamOperation(id: string | undefined): UpstreamOperation {
  const ids = operations.filter(isUpstreamOperation).map((op) => op.id);
  const op = operations.find((o) => o.id === id);
  if (!op || !isUpstreamOperation(op)) throw new UsageError(`Name an operation that reads the search engine: ${ids.join(', ')}.`);
  return op;
}

export function paramsFrom(op: UpstreamOperation, pairs: string[] = []): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--param takes name=value, got "${pair}".`);
    raw[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  try {
    return validateParams(op.params, raw);
  } catch (err) {
    if (err instanceof AppError) throw new UsageError(err.message);
    throw err;
  }
}
