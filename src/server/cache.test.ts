import { describe, expect, it, vi } from 'vitest';
import { createCache } from './cache';

describe('createCache', () => {
  it('loads once per key and shares concurrent loads', async () => {
    const cache = createCache<number>({ max: 10, ttlMs: 1000 });
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toBe(42);
    expect(b).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('evicts the least recently used entry past its bound', async () => {
    const cache = createCache<string>({ max: 2, ttlMs: 1000 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'stale');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('expires entries and forgets failed loads', async () => {
    vi.useFakeTimers();
    const cache = createCache<string>({ max: 2, ttlMs: 100 });
    await cache.get('a', async () => 'first');
    vi.advanceTimersByTime(150);
    expect(await cache.get('a', async () => 'second')).toBe('second');
    await expect(cache.get('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 'up')).toBe('up');
    vi.useRealTimers();
  });
});
