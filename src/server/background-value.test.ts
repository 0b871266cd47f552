import { describe, expect, it, vi } from 'vitest';
import { createBackgroundValue } from './background-value';

describe('createBackgroundValue', () => {
  const owner = {};
  function deferred<T>() {
    let resolve!: (value: T) => void;
    let reject!: (error: Error) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('serves the old value while one reload runs, then the new one', async () => {
    vi.useFakeTimers();
    const second = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('v1').mockReturnValueOnce(second.promise);
    const value = createBackgroundValue<object, string>({ ttlMs: 100, load });
    expect(await value.get(owner)).toBe('v1');
    vi.advanceTimersByTime(150);
    // Expired: both readers get v1 at once, and only one reload starts.
    expect(await value.get(owner)).toBe('v1');
    expect(await value.get(owner)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(2);
    second.resolve('v2');
    await vi.waitFor(async () => expect(await value.get(owner)).toBe('v2'));
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('keeps the old value when a reload fails, and invalidate reloads at once', async () => {
    const load = vi.fn().mockResolvedValueOnce('v1').mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('v3');
    const value = createBackgroundValue<object, string>({ ttlMs: 60_000, load });
    expect(await value.get(owner)).toBe('v1');
    await value.invalidate(owner);
    expect(await value.get(owner)).toBe('v1');
    await value.invalidate(owner);
    expect(await value.get(owner)).toBe('v3');
  });

  it('reloads once more after an invalidation that came while a reload ran', async () => {
    const during = deferred<string>();
    const load = vi.fn().mockResolvedValueOnce('v1').mockReturnValueOnce(during.promise).mockResolvedValueOnce('v3');
    const value = createBackgroundValue<object, string>({ ttlMs: 60_000, load });
    expect(await value.get(owner)).toBe('v1');
    const first = value.invalidate(owner);
    // Two changes during the reload: one more reload after it, not two.
    const second = value.invalidate(owner);
    const third = value.invalidate(owner);
    expect(load).toHaveBeenCalledTimes(2);
    during.resolve('v2');
    await first;
    await Promise.all([second, third]);
    expect(await value.get(owner)).toBe('v3');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed first load so the next read tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('v1');
    const value = createBackgroundValue<object, string>({ ttlMs: 60_000, load });
    await expect(value.get(owner)).rejects.toThrow('down');
    expect(await value.get(owner)).toBe('v1');
  });
});
