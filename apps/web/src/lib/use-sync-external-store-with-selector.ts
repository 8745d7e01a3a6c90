import { useDebugValue, useEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';

interface Rendered<Selection> {
  hasValue: boolean;
  value: Selection | null;
}

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
  // What was last rendered, for isEqual to keep it.
  const rendered = useRef<Rendered<Selection>>({ hasValue: false, value: null });
  const [getSelection, getServerSelection] = useMemo(() => {
    // React's copy reads the last rendered selection while rendering too: it is what isEqual keeps.
    // eslint-disable-next-line react-hooks/refs -- as React's own implementation does
    const select = memoizedSelector(selector, isEqual, rendered);
    const serverSnapshot = getServerSnapshot ?? null;
    return [() => select(getSnapshot()), serverSnapshot === null ? undefined : () => select(serverSnapshot())] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    rendered.current.hasValue = true;
    rendered.current.value = value;
  }, [value]);
  useDebugValue(value);
  return value;
}

/** The selector, memoized on the last snapshot, keeping the last selection `isEqual` finds equal. */
function memoizedSelector<Snapshot, Selection>(
  selector: (snapshot: Snapshot) => Selection,
  isEqual: ((a: Selection, b: Selection) => boolean) | undefined,
  rendered: RefObject<Rendered<Selection>>,
): (snapshot: Snapshot) => Selection {
  let memo: { snapshot: Snapshot; selection: Selection } | undefined;
  return (nextSnapshot) => {
    if (!memo) {
      const nextSelection = selector(nextSnapshot);
      const last = rendered.current;
      const kept = isEqual !== undefined && last.hasValue && isEqual(last.value as Selection, nextSelection);
      memo = { snapshot: nextSnapshot, selection: kept ? (last.value as Selection) : nextSelection };
      return memo.selection;
    }
    if (Object.is(memo.snapshot, nextSnapshot)) return memo.selection;
    const nextSelection = selector(nextSnapshot);
    memo.snapshot = nextSnapshot;
    if (isEqual === undefined || !isEqual(memo.selection, nextSelection)) memo.selection = nextSelection;
    return memo.selection;
  };
}
