import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyNamed, preloadElement } from './lazy-named';

function Page() {
  return <h1>The page</h1>;
}

afterEach(cleanup);

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded', async () => {
    const Lazy = lazyNamed(async () => ({ Page }), 'Page');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('preloadElement starts loading the code before the first render', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Lazy = lazyNamed(load, 'Page');
    preloadElement(<Lazy />);
    expect(load).toHaveBeenCalledTimes(1);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('renders a preloaded component in the same pass, without showing the fallback', async () => {
    const Lazy = lazyNamed(async () => ({ Page }), 'Page');
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    // No await: the first render already holds the page.
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('renders without the fallback again after a first load through a render', async () => {
    const load = vi.fn(async () => ({ Page }));
    const Lazy = lazyNamed(load, 'Page');
    const first = render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    first.unmount();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloadElement does nothing for an eager component and swallows a failed preload', async () => {
    expect(() => preloadElement(<Page />)).not.toThrow();
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const Lazy = lazyNamed<{ Page: typeof Page }, 'Page'>(
      () => Promise.reject(new Error('offline')),
      'Page',
    );
    preloadElement(<Lazy />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
