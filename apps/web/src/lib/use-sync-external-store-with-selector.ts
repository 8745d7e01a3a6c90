import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/**
 * `use-sync-external-store/with-selector` (React's package, MIT), which React Redux's useSelector reads the
 * store with, as an ES module over `react`'s useSyncExternalStore, so that it runs on Preact's (decision 0276).
 * React's own copy is CommonJS: its require('react') escapes the aliases under Vitest, which loaded React
 * beside Preact. The build and the tests both take this module (apps/web/preact-aliases.ts). Same logic as
 * React's: the selection is kept while the snapshot is the same object, or while `isEqual` says it is equal.
 */
export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onStoreChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: undefined | null | (() => Snapshot),
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  // What was last rendered, for isEqual to keep it; the same object for the component's life.
  const [rendered] = useRefObject<{ hasValue: boolean; value: Selection | null }>(() => ({ hasValue: false, value: null }));
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoizedSnapshot: Snapshot;
    let memoizedSelection: Selection;
    const memoizedSelector = (nextSnapshot: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoizedSnapshot = nextSnapshot;
        const nextSelection = selector(nextSnapshot);
        if (isEqual !== undefined && rendered.hasValue && isEqual(rendered.value as Selection, nextSelection)) {
          memoizedSelection = rendered.value as Selection;
          return memoizedSelection;
        }
        memoizedSelection = nextSelection;
        return memoizedSelection;
      }
      const currentSelection = memoizedSelection;
      if (Object.is(memoizedSnapshot, nextSnapshot)) return currentSelection;
      const nextSelection = selector(nextSnapshot);
      if (isEqual !== undefined && isEqual(currentSelection, nextSelection)) {
        memoizedSnapshot = nextSnapshot;
        return currentSelection;
      }
      memoizedSnapshot = nextSnapshot;
      memoizedSelection = nextSelection;
      return memoizedSelection;
    };
    const serverSnapshot = getServerSnapshot ?? null;
    return [() => memoizedSelector(getSnapshot()), serverSnapshot === null ? undefined : () => memoizedSelector(serverSnapshot())] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual, rendered]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.hasValue = true;
    rendered.value = value;
  }, [rendered, value]);
  useDebugValue(value);
  return value;
}

/** A mutable object made once per component (React's copy keeps it in a ref). */
function useRefObject<T>(make: () => T): [T] {
  const ref = useRef<T | null>(null);
  // eslint-disable-next-line react-hooks/refs -- made once, on the first render, as React's copy does
  if (ref.current === null) ref.current = make();
  // eslint-disable-next-line react-hooks/refs -- the same object on every render
  return [ref.current];
}
