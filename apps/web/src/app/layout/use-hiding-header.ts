import { useEffect, type RefObject } from 'react';
import { hideHeader, showHeader } from '../../lib/ui-slice';
import { useAppDispatch } from '../../lib/store-hooks';
import { useSmallScreen } from '../../lib/use-small-screen';

/** Scrolls shorter than this are a finger's jitter, not a direction. */
const SCROLL_SLACK_PX = 8;

/**
 * Small-screen mode: the site header gets out of the way while the partner scrolls down the page and
 * comes back as soon as they scroll up (SPEC §4 header show/hide). It never hides while keyboard focus
 * is inside it, and wide screens always show it.
 */
export function useHidingHeader(headerRef: RefObject<HTMLElement | null>): void {
  const dispatch = useAppDispatch();
  const smallScreen = useSmallScreen();

  useEffect(() => {
    if (!smallScreen) return;
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const delta = y - lastY;
      if (Math.abs(delta) < SCROLL_SLACK_PX) return;
      lastY = y;
      const header = headerRef.current;
      if (delta < 0) dispatch(showHeader('scroll'));
      // Near the top there is nothing to make room for; with focus inside, hiding would hide the focus.
      else if (y > (header?.offsetHeight ?? 0) && !header?.contains(document.activeElement)) dispatch(hideHeader('scroll'));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      dispatch(showHeader('scroll'));
    };
  }, [smallScreen, dispatch, headerRef]);
}
