import { createElement, forwardRef, lazy, useRef, type ComponentType, type ElementType, type Ref } from 'react';

/** A lazily loaded component with `preload()`, which fetches its module before it is first rendered. */
export type PreloadableComponent<T extends ComponentType<object>> = T & { preload: () => Promise<T> };

/**
 * React.lazy with `preload` (react-lazy-with-preload's, MIT, as an ES module): once the module is in, the
 * component renders it at once instead of suspending. The package is CommonJS only, whose require('react')
 * escaped the aliases under Vitest and made React's forwardRef objects that Preact cannot render
 * (decision 0276); this module's `react` is Preact's in the build and the tests alike.
 */
export function lazyWithPreload<T extends ComponentType<object>>(factory: () => Promise<{ default: T }>): PreloadableComponent<T> {
  const LazyComponent = lazy(factory);
  let preloaded: T | undefined;
  let loading: Promise<T> | undefined;
  const Component = forwardRef(function LazyWithPreload(props: object, ref: Ref<unknown>) {
    // Chosen once per instance: switching from the lazy component to the loaded one would remount the page.
    const chosen = useRef<ElementType>(preloaded ?? LazyComponent);
    return createElement(chosen.current, ref ? { ...props, ref } : props);
  });
  return Object.assign(Component, {
    preload: () => {
      loading ??= factory().then((module) => {
        preloaded = module.default;
        return preloaded;
      });
      return loading;
    },
  }) as unknown as PreloadableComponent<T>;
}
