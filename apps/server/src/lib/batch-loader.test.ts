import { describe, expect, it, vi } from 'vitest';
import { batchLoader } from './batch-loader.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchLoader', () => {
  it('loads the keys asked in one turn with one call, each caller getting its own key', async () => {
    const loadMany = vi.fn(async (keys: string[]) => new Map(keys.map((key) => [key, key.toUpperCase()])));
    const loader = batchLoader(loadMany);
    const values = await Promise.all(['a', 'b', 'a', 'c'].map((key) => loader.load(key)));
    expect(values).toEqual(['A', 'B', 'A', 'C']);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith(['a', 'b', 'c']);
  });

  it('answers undefined for a key the load did not find', async () => {
    const loader = batchLoader(async () => new Map([['known', 1]]));
    expect(await Promise.all([loader.load('known'), loader.load('unknown')])).toEqual([1, undefined]);
  });

  it('reads a key asked after a batch has started in a new call, after it was asked', async () => {
    const asked: string[][] = [];
    let release: () => void = () => undefined;
    const loader = batchLoader(async (keys: string[]) => {
      asked.push(keys);
      if (asked.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return new Map(keys.map((key) => [key, `${key}@${asked.length}`]));
    });
    const first = loader.load('a');
    await nextTurn();
    expect(asked).toEqual([['a']]);
    // The first load is still running: the same key asked now must not join it.
    const second = loader.load('a');
    await nextTurn();
    expect(asked).toEqual([['a'], ['a']]);
    release();
    expect(await first).toBe('a@2');
    expect(await second).toBe('a@2');
  });

  it('passes a failure on to every caller of the batch, and the next batch loads again', async () => {
    let fail = true;
    const loader = batchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((key) => [key, key]));
    });
    const results = await Promise.allSettled([loader.load('a'), loader.load('b')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await loader.load('a')).toBe('a');
  });

  it('rejects the callers when the load throws before returning a promise', async () => {
    const loader = batchLoader<string, string>(() => {
      throw new Error('bad query');
    });
    await expect(loader.load('a')).rejects.toThrow('bad query');
  });

  it('splits a turn with more distinct keys than the batch limit into several calls', async () => {
    const sizes: number[] = [];
    const loader = batchLoader(async (keys: number[]) => {
      sizes.push(keys.length);
      return new Map(keys.map((key) => [key, key * 2]));
    }, 3);
    const keys = [1, 2, 3, 1, 4, 5, 6, 7];
    expect(await Promise.all(keys.map((key) => loader.load(key)))).toEqual(keys.map((key) => key * 2));
    expect(sizes).toEqual([3, 3, 1]);
  });
});
