import { describe, expect, it } from 'vitest';
import { replyCache } from './reply-cache.js';

function counting<T>(value: T) {
  const calls = { count: 0 };
  const compute = () => {
    calls.count += 1;
    return Promise.resolve(value);
  };
  return { calls, compute };
}

describe('reply cache', () => {
  it('computes a key once and serves it again while it is fresh', async () => {
    let clock = 0;
    const cache = replyCache({ maxEntries: 10, ttlMs: 1_000, now: () => clock });
    const { calls, compute } = counting({ total: 3 });

    expect(await cache.get('a', compute)).toEqual({ total: 3 });
    clock = 999;
    expect(await cache.get('a', compute)).toEqual({ total: 3 });
    expect(calls.count).toBe(1);

    clock = 1_000;
    await cache.get('a', compute);
    expect(calls.count).toBe(2);
  });

  it('shares one computation between callers asking at the same time', async () => {
    const cache = replyCache({ maxEntries: 10, ttlMs: 1_000 });
    let release: (value: string) => void = () => undefined;
    let calls = 0;
    const compute = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('a', compute);
    const second = cache.get('a', compute);
    release('done');
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(calls).toBe(1);
  });

  it('passes a failure on without keeping it', async () => {
    const cache = replyCache({ maxEntries: 10, ttlMs: 1_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(cache.size).toBe(0);
    expect(await cache.get('a', () => Promise.resolve('back'))).toBe('back');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = replyCache({ maxEntries: 2, ttlMs: 1_000 });
    const a = counting('a');
    const b = counting('b');
    const c = counting('c');
    await cache.get('a', a.compute);
    await cache.get('b', b.compute);
    await cache.get('a', a.compute); // a is now the most recently used
    await cache.get('c', c.compute); // b goes
    expect(cache.size).toBe(2);

    await cache.get('a', a.compute);
    await cache.get('b', b.compute);
    expect(a.calls.count).toBe(1);
    expect(b.calls.count).toBe(2);
  });

  it('keeps at most maxWeight, dropping the least recently used, and never keeps a value heavier than that', async () => {
    const cache = replyCache({
      maxEntries: 10,
      ttlMs: 1_000,
      maxWeight: 10,
      weigh: (value) => String(value).length,
    });
    const four = counting('aaaa');
    const five = counting('bbbbb');
    const three = counting('ccc');
    await cache.get('four', four.compute);
    await cache.get('five', five.compute);
    expect(cache.weight).toBe(9);
    await cache.get('three', three.compute); // 12 > 10: 'four', the least recently used, goes
    expect(cache.weight).toBe(8);
    await cache.get('five', five.compute);
    await cache.get('four', four.compute);
    expect(four.calls.count).toBe(2);
    expect(five.calls.count).toBe(1);

    const heavy = counting('x'.repeat(11));
    expect(await cache.get('heavy', heavy.compute)).toBe('x'.repeat(11));
    await cache.get('heavy', heavy.compute);
    expect(heavy.calls.count).toBe(2);
    expect(cache.weight).toBeLessThanOrEqual(10);
  });
});
