import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted it. An effect runs after React
 * commits, an animation frame before the next paint, and a task queued from that frame after it: code
 * that waits for this does not compete with the content it follows for the network or the main thread.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
