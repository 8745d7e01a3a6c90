import { useEffect } from 'react';
import { hideHeader, showHeader } from './ui-slice';
import { useAppDispatch } from './store-hooks';

/**
 * For a page that shows no site header (e.g. a customer's public mandate page, which is not the
 * partner's portal): hides it while the page is shown, and brings it back when the page is left.
 */
export function usePageHidesHeader(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(hideHeader('page'));
    return () => void dispatch(showHeader('page'));
  }, [dispatch]);
}
