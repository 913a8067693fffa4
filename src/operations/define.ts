/**
 * The operation contract. Every operation is one declarative value: its id, path, parameters,
 * cost and the function that produces its `data`. Routes, validation, OpenAPI, the CLI and the
 * docs are generated from the registry of these values (registry.ts); nothing else keys on an
 * operation id.
 */
import type { Static, TObject } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';

export interface OperationContext {
  requestId: string;
  /** Aborted when the caller goes away or the deadline passes. */
  signal: AbortSignal;
  deps: Deps;
  log: FastifyBaseLogger;
}

export interface Operation<P extends TObject = TObject> {
  /** The spec's operation id (or our name where the spec shows none). */
  id: string;
  /** Path under /api/v1, e.g. "web/html" or "searchengine/search". */
  path: string;
  summary: string;
  description: string;
  tag: 'Web crawl' | 'Search' | 'Trends' | 'Scholar' | 'Maps';
  params: P;
  /** Parameters of a typical call: the OpenAPI example and what `gleaner probe` sends. */
  example?: Record<string, string>;
  /** Default cost in credits; OPERATION_COSTS overrides it. */
  cost: number;
  /**
   * Cheap input checks that need no upstream call, run before credits are reserved, so that a
   * request refused for its input costs nothing. Throws AppError.
   */
  precheck?(params: Static<P>, deps: Deps): void;
  /** Canonical form of the parameters for the result cache (defaults to the parameters). */
  cacheIdentity?(params: Static<P>): unknown;
  run(params: Static<P>, ctx: OperationContext): Promise<Record<string, unknown>>;
}

export function defineOperation<P extends TObject>(op: Operation<P>): Operation<P> {
  return op;
}

/** A registry entry with its parameter type erased, for code that handles every operation alike. */
export type AnyOperation = Operation<TObject>;
