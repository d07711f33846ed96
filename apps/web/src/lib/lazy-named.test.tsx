import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed, preloadElement } from './lazy-named';

function Page() {
  return <h1>The page</h1>;
}

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
