import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a module's named export: pages export their component by name, and each
 * becomes its own chunk. `preload()` fetches the chunk ahead of the first render.
 *
 * Once the module has loaded (preloaded, or rendered before), the first render of the
 * component does not suspend: React.lazy is handed a thenable that answers at once, so the
 * page renders in the same pass as what is around it. With a plain promise it suspended
 * even then, its boundary showed the loading bar, and React revealed the page no sooner than
 * 300 ms later (its throttle for fallbacks), in a render and a layout of its own: measured on
 * a phone's first load of the dashboard, after the shell and its Welcome modal (issue 20).
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
  let loaded: Module | undefined;
  const loadAndKeep = async () => {
    const module = await load();
    loaded = module;
    return module;
  };
  const component = lazy(() => {
    if (loaded === undefined) {
      return loadAndKeep().then((module) => ({ default: module[name] }));
    }
    const answer = { default: loaded[name] };
    // React.lazy calls `then` and, answered synchronously, renders without suspending.
    const atOnce: PromiseLike<typeof answer> = {
      then: (onLoaded) => Promise.resolve(onLoaded ? onLoaded(answer) : answer) as never,
    };
    return atOnce as Promise<typeof answer>;
  });
  return Object.assign(component, { preload: loadAndKeep });
}

/** Starts loading the code of a lazy element's component; nothing for an eager one. */
export function preloadElement(element: { type: unknown }): void {
  const preload = (element.type as { preload?: unknown } | null)?.preload;
  // A failed preload is not reported here: the render's own import fails the same way and
  // the page's error boundary says so.
  if (typeof preload === 'function') void Promise.resolve(preload()).catch(() => undefined);
}
