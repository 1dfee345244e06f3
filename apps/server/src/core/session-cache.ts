// The resolved session of a token, kept briefly in process so a read does not cost the session query
// (issue: that query alone halved the list endpoint's throughput). Correctness comes from invalidation,
// the TTL only bounds what a missed signal could cost:
// - every request that may change who someone is or what they may do (any POST/PUT/PATCH/DELETE, and
//   the few GET routes marked `changesSessions`) empties this instance's cache when it ends, and tells the
//   other instances over the realtime bus (Redis) to do the same — before its answer leaves, so a client
//   that logs out on one instance and tries the token on another at once is refused there too (without
//   the wait, `npm run bench two-instances` saw B serve a logged-out token in 2 of 20 rounds);
// - jobs that change access (the nightly module recompute) do the same;
// - a lookup that started before an invalidation does not store its (possibly stale) result.

export type SessionCache<T> = {
  get(tokenHash: string, now?: number): T | undefined;
  /** A ticket taken before the lookup; set() stores only when nothing was invalidated in between. */
  ticket(): number;
  set(tokenHash: string, value: T, ticket: number, now?: number): void;
  /** Empties the cache here and tells the other instances (onInvalidate); resolves once they were told,
   *  or after `signalWaitMs` when the bus is slow (the TTL then bounds what they serve). */
  invalidate(): Promise<void>;
  readonly size: number;
};

export type SessionCacheOptions = {
  /** How long an entry may serve without a signal reaching us (default 5 s). */
  ttlMs?: number;
  /** Entries at most; when full the cache starts over (default 10,000). */
  maxEntries?: number;
  /** Called after a local invalidation: broadcast it to the other instances (resolves once sent). */
  onInvalidate?: () => void | Promise<void>;
  /** How long invalidate() waits for onInvalidate at most (default 250 ms: Redis being away must not
   *  hold every write request for its reconnect attempts). */
  signalWaitMs?: number;
};

export function createSessionCache<T>({
  ttlMs = 5000,
  maxEntries = 10_000,
  onInvalidate,
  signalWaitMs = 250,
}: SessionCacheOptions = {}): SessionCache<T> & { clearFromSignal(): void } {
  let entries = new Map<string, { value: T; storedAt: number }>();
  let generation = 0;
  const clear = () => {
    generation++;
    entries = new Map();
  };
  return {
    get(tokenHash, now = Date.now()) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.storedAt > ttlMs) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry.value;
    },
    ticket: () => generation,
    set(tokenHash, value, ticket, now = Date.now()) {
      if (ticket !== generation || ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries = new Map();
      entries.set(tokenHash, { value, storedAt: now });
    },
    async invalidate() {
      clear();
      const told = onInvalidate?.();
      if (!told) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, signalWaitMs);
      });
      await Promise.race([told, late]).finally(() => clearTimeout(timer));
    },
    clearFromSignal: clear,
    get size() {
      return entries.size;
    },
  };
}
