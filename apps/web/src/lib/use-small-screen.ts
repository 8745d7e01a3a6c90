import { useSyncExternalStore } from 'react';
import { SMALL_SCREEN_BREAKPOINT_PX } from '@portal/domain';

/** Small-screen mode (SPEC §2): the window is narrower than 768 px. The stylesheet uses the same breakpoint. */
const smallScreenQuery = `(max-width: ${SMALL_SCREEN_BREAKPOINT_PX - 0.02}px)`;

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(smallScreenQuery) : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const isSmallScreen = (): boolean => mediaQuery()?.matches ?? false;

export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmallScreen, () => false);
}
