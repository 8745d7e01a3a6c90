import { useState } from 'react';

/**
 * The quote to show: the latest one, and while a new premium for changed options is on its way, the
 * previous one, so the result (and the toggle the partner just pressed, with its focus) stays on screen.
 * Once the request is reset or fails, nothing.
 */
export function useShownQuote<T>(data: T | undefined, isLoading: boolean): T | undefined {
  const [previous, setPrevious] = useState<T | undefined>(undefined);
  // Adjusting state while rendering (React's pattern for "remember the last value"); it settles at once.
  if (data !== undefined && data !== previous) setPrevious(data);
  if (data === undefined && !isLoading && previous !== undefined) setPrevious(undefined);
  return data ?? (isLoading ? previous : undefined);
}
