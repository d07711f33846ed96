import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a module's named export: pages export their component by name, and each
 * becomes its own chunk.
 */
export function lazyNamed<
  // `any` as in React's own `lazy` signature: the props are whatever the component declares.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Module extends Record<Name, ComponentType<any>>,
  Name extends keyof Module & string,
>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
