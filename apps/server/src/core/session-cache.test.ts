import { describe, expect, it, vi } from 'vitest';
import { createSessionCache } from './session-cache.ts';

describe('session cache', () => {
  it('serves an entry until its TTL, then forgets it', () => {
    const cache = createSessionCache<string>({ ttlMs: 1000 });
    cache.set('a', 'anna', cache.ticket(), 0);
    expect(cache.get('a', 999)).toBe('anna');
    expect(cache.get('a', 1001)).toBeUndefined();
  });

  it('does not store a lookup that overlapped an invalidation', () => {
    const cache = createSessionCache<string>();
    const ticket = cache.ticket();
    void cache.invalidate(); // e.g. a role change ended while the lookup ran
    cache.set('a', 'stale', ticket);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 'fresh', cache.ticket());
    expect(cache.get('a')).toBe('fresh');
  });

  it('tells the other instances when it is invalidated here, not when they told us', () => {
    const onInvalidate = vi.fn();
    const cache = createSessionCache<string>({ onInvalidate });
    cache.set('a', 'anna', cache.ticket());
    cache.clearFromSignal();
    expect(cache.get('a')).toBeUndefined();
    expect(onInvalidate).not.toHaveBeenCalled();
    void cache.invalidate();
    expect(onInvalidate).toHaveBeenCalledTimes(1);
  });

  it('resolves invalidate() once the other instances were told, or after signalWaitMs at most', async () => {
    let told: () => void = () => undefined;
    const cache = createSessionCache<string>({
      onInvalidate: () => new Promise<void>((resolve) => (told = resolve)),
    });
    let done = false;
    const invalidated = cache.invalidate().then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false); // the answer of the request that changed access waits for the bus …
    told();
    await invalidated;
    expect(done).toBe(true);

    vi.useFakeTimers();
    try {
      const stuck = createSessionCache<string>({ onInvalidate: () => new Promise<void>(() => undefined) });
      let resolved = false;
      const waiting = stuck.invalidate().then(() => (resolved = true));
      await vi.advanceTimersByTimeAsync(249);
      expect(resolved).toBe(false);
      await vi.advanceTimersByTimeAsync(1); // … but not longer than signalWaitMs when Redis is away
      await waiting;
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts over when full and stores nothing with a TTL of 0', () => {
    const cache = createSessionCache<number>({ maxEntries: 2 });
    cache.set('a', 1, cache.ticket());
    cache.set('b', 2, cache.ticket());
    cache.set('c', 3, cache.ticket());
    expect(cache.size).toBe(1);
    const off = createSessionCache<number>({ ttlMs: 0 });
    off.set('a', 1, off.ticket());
    expect(off.size).toBe(0);
  });
});
