import { useMemo } from 'react';
import { useLocation } from 'react-router';

/**
 * The query parameters of the current address, read-only. React Router's useSearchParams also builds a
 * setter no page needs, and its code would sit in every page's first paint (docs/decisions/0021).
 */
export function useQueryParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}
