import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazy, preloadScreen, resolvedNow } from './lazy-screen';

const Screen = () => <p>screen</p>;

describe('lazy screens (issue 11)', () => {
  it('render at once, without the fallback, once preloaded', async () => {
    const LazyScreen = lazy(async () => ({ default: Screen }));
    await preloadScreen(LazyScreen);
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyScreen />
      </Suspense>,
    );
    expect(screen.getByText('screen')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('show the fallback while a screen that was not preloaded arrives', async () => {
    const LazyScreen = lazy(async () => ({ default: Screen }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <LazyScreen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('screen')).toBeTruthy();
  });

  it('hand a loaded module over inside then(), and still behave as a promise', async () => {
    const module = { default: Screen };
    let received: unknown;
    void resolvedNow(module).then((value) => (received = value));
    expect(received).toBe(module);
    expect(await resolvedNow(module)).toBe(module);
    expect(await resolvedNow(module).then((value) => value.default)).toBe(Screen);
    await expect(
      resolvedNow(module).then(() => {
        throw new Error('failed');
      }),
    ).rejects.toThrow('failed');
  });
});
