// The resolved session of a token, kept briefly in process so a read does not cost the session query
// (issue: that query alone halved the list endpoint's throughput). Correctness comes from invalidation,
// the TTL only bounds what a missed signal could cost:
// - every request that may change who someone is or what they may do (any POST/PUT/PATCH/DELETE, and
//   the few GET routes marked `changesSessions`) empties this instance's cache when it ends, and tells the
//   other instances over the realtime bus (Redis) to do the same;
// - jobs that change access (the nightly module recompute) do the same;
// - a lookup that started before an invalidation does not store its (possibly stale) result.

export type SessionCache<T> = {
  get(tokenHash: string, now?: number): T | undefined;
  /** A ticket taken before the lookup; set() stores only when nothing was invalidated in between. */
  ticket(): number;
  set(tokenHash: string, value: T, ticket: number, now?: number): void;
  /** Empties the cache here (and, through onInvalidate's caller, on the other instances). */
  invalidate(): void;
  readonly size: number;
};

export type SessionCacheOptions = {
  /** How long an entry may serve without a signal reaching us (default 5 s). */
  ttlMs?: number;
  /** Entries at most; when full the cache starts over (default 10,000). */
  maxEntries?: number;
  /** Called after a local invalidation: broadcast it to the other instances. */
  onInvalidate?: () => void;
};

export function createSessionCache<T>({
  ttlMs = 5000,
  maxEntries = 10_000,
  onInvalidate,
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
    invalidate() {
      clear();
      onInvalidate?.();
    },
    clearFromSignal: clear,
    get size() {
      return entries.size;
    },
  };
}
