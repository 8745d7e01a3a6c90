import { useEffect, useState } from 'react';

/**
 * Runs a task once the browser is idle, no sooner than `delayMs` from now (at once where
 * requestIdleCallback is missing, after the delay). For code and content a page does not need for its first
 * paint: started later, it stays off the first paint's request chain, which is what a slow phone (and
 * Lighthouse's Largest Contentful Paint) waits on (decision 0136). Answers a function that cancels it.
 */
export function whenIdle(task: () => void, { delayMs = 0, timeoutMs = 2000 }: { delayMs?: number; timeoutMs?: number } = {}): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      task();
    }
  }, delayMs);
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

/** True once the browser has been idle after `delayMs` (see whenIdle): render what may come late. */
export function useIdleAfter(delayMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { delayMs }), [delayMs]);
  return idle;
}
