import { describe, expect, it, vi } from 'vitest';
import { createResidentSet } from './resident-set';

describe('createResidentSet', () => {
  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((res) => {
      resolve = res;
    });
    return { promise, resolve };
  }

  it('builds only for kept owners, and serves a set only for the key it was built for', async () => {
    const build = vi.fn(async (_owner: object, key: string) => `set of ${key}`);
    const set = createResidentSet<object, string>({ name: 'test set', ttlMs: 60_000, generation: () => 0, build });
    const owner = {};
    expect(set.get(owner, 'monday')).toBeUndefined();
    expect(build).not.toHaveBeenCalled();
    await expect(set.whenReady(owner, 'monday')).rejects.toThrow(/not kept/);
    set.keep(owner, 'monday');
    expect(await set.whenReady(owner, 'monday')).toBe('set of monday');
    expect(set.get(owner, 'monday')).toBe('set of monday');
    // Another day: not served, and built again for that day.
    expect(set.get(owner, 'tuesday')).toBeUndefined();
    expect(await set.whenReady(owner, 'tuesday')).toBe('set of tuesday');
    set.keep(owner, 'tuesday', false);
    expect(set.get(owner, 'tuesday')).toBeUndefined();
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('never serves a set whose build a change overtook, nor one built before the current generation', async () => {
    let generation = 0;
    const first = deferred<string>();
    const build = vi.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('after the change').mockResolvedValueOnce('after the second change');
    const set = createResidentSet<object, string>({ name: 'test set', ttlMs: 60_000, generation: () => generation, build });
    const owner = {};
    set.keep(owner, '');
    // A change is heard while the first build reads: what it read is dropped, and the next read builds again.
    generation = 1;
    first.resolve('before the change');
    await first.promise;
    await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(1));
    expect(await set.whenReady(owner, '')).toBe('after the change');
    generation = 2;
    expect(set.get(owner, '')).toBeUndefined();
    expect(await set.whenReady(owner, '')).toBe('after the second change');
  });

  it('tells its build to stop once the generation moved on', async () => {
    let generation = 0;
    const answers: boolean[] = [];
    const set = createResidentSet<object, string>({
      name: 'test set',
      ttlMs: 60_000,
      generation: () => generation,
      build: async (_owner, _key, pace) => {
        answers.push(await pace());
        generation += 1;
        answers.push(await pace());
        return 'stopped';
      },
    });
    const owner = {};
    set.keep(owner, '');
    await vi.waitFor(() => expect(answers).toEqual([true, false]));
    expect(set.get(owner, '')).toBeUndefined();
  });

  it('keeps serving an expired set while it is read again', async () => {
    vi.useFakeTimers();
    try {
      const second = deferred<string>();
      const build = vi.fn().mockResolvedValueOnce('v1').mockReturnValueOnce(second.promise);
      const set = createResidentSet<object, string>({ name: 'test set', ttlMs: 100, generation: () => 0, build });
      const owner = {};
      set.keep(owner, '');
      expect(await set.whenReady(owner, '')).toBe('v1');
      vi.advanceTimersByTime(150);
      expect(set.get(owner, '')).toBe('v1');
      expect(set.get(owner, '')).toBe('v1');
      expect(build).toHaveBeenCalledTimes(2);
      second.resolve('v2');
      await vi.waitFor(() => expect(set.get(owner, '')).toBe('v2'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('after a failed build, starts the next one only a few seconds later', async () => {
    vi.useFakeTimers();
    try {
      const build = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('v1');
      const set = createResidentSet<object, string>({ name: 'test set', ttlMs: 60_000, generation: () => 0, build });
      const owner = {};
      set.keep(owner, '');
      await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(1));
      await vi.advanceTimersByTimeAsync(0);
      expect(set.get(owner, '')).toBeUndefined();
      expect(set.get(owner, '')).toBeUndefined();
      expect(build).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(set.get(owner, '')).toBeUndefined();
      expect(build).toHaveBeenCalledTimes(2);
      await vi.waitFor(() => expect(set.get(owner, '')).toBe('v1'));
    } finally {
      vi.useRealTimers();
    }
  });
});
