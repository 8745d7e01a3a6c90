import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app, e.g. '/products/vector-borne'. */
  to: string;
  replace?: boolean;
  state?: unknown;
}

/**
 * A link to a page of this app, moving with React Router like its <Link> (a plain click navigates in
 * place; ctrl/cmd-click, a middle click or target="_blank" are left to the browser). Built from React
 * Router's documented pieces for custom links, useHref and useLinkClickHandler, because <Link> also
 * carries framework-mode route prefetching that this app never uses: about 2 KB gzipped on every page's
 * first paint (docs/decisions/0021-first-paint-budget.md). Use this, not <Link>; lint enforces it.
 */
export function AppLink({ to, replace, state, target, onClick, ...anchorProps }: AppLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  return (
    <a
      {...anchorProps}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) handleClick(event);
      }}
    />
  );
}
