import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms), ticking each second; 0 once passed or when there is none. */
export function useCountdown(until: number | undefined): number {
  const secondsLeft = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
  const [left, setLeft] = useState(secondsLeft);

  useEffect(() => {
    const tick = () => setLeft(until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    if (until === undefined) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);

  return left;
}
