/**
 * In-flight sharing: identical requests that arrive while one is being fetched wait for that
 * fetch instead of starting their own (one upstream call, one charge). In-process map by default;
 * the interface is what a cross-instance (Redis) implementation provides.
 */
export interface InFlight {
  /** The pending result for `key`, if another request is already fetching it. */
  join(key: string): Promise<Record<string, unknown>> | undefined;
  /** Registers `work` as the leader for `key` until it settles. */
  lead(key: string, work: Promise<Record<string, unknown>>): void;
  /**
   * Across instances: resolves with a peer's result when another instance is fetching the same
   * thing, or undefined when this caller should fetch it (and now holds the lead).
   */
  awaitPeer?(key: string, signal: AbortSignal): Promise<Record<string, unknown> | undefined>;
}

export function createMemoryInFlight(): InFlight {
  const pending = new Map<string, Promise<Record<string, unknown>>>();
  return {
    join: (key) => pending.get(key),
    lead(key, work) {
      pending.set(key, work);
      const clear = () => {
        if (pending.get(key) === work) pending.delete(key);
      };
      work.then(clear, clear);
    },
  };
}
