import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a module's named export: pages export their component by name, and each
 * becomes its own chunk. `preload()` fetches the chunk ahead of the first render (the
 * browser keeps one module per URL, so React's own import later finds it loaded).
 */
export function lazyNamed<
  // `any` as in React's own `lazy` signature: the props are whatever the component declares.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Module extends Record<Name, ComponentType<any>>,
  Name extends keyof Module & string,
>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> & { preload: () => Promise<unknown> } {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}

/** Starts loading the code of a lazy element's component; nothing for an eager one. */
export function preloadElement(element: { type: unknown }): void {
  const preload = (element.type as { preload?: unknown } | null)?.preload;
  // A failed preload is not reported here: the render's own import fails the same way and
  // the page's error boundary says so.
  if (typeof preload === 'function') void Promise.resolve(preload()).catch(() => undefined);
}
