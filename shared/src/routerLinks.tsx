import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type RelativeRoutingType,
  type To,
} from 'react-router-dom';

/**
 * The game's links, built from react-router's own parts for custom links (`useHref`,
 * `useLinkClickHandler`, `useResolvedPath`). react-router's `Link` also carries the framework
 * mode's route-module prefetching (`prefetch`, `discover`), which renders nothing in a plain
 * `BrowserRouter` but puts its code in every bundle: about 2 KB gzip, on every page.
 */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry (default: only when the link points where the page is). */
  replace?: boolean;
  state?: unknown;
  relative?: RelativeRoutingType;
  preventScrollReset?: boolean;
}

/** `https://…`, `mailto:…`, `//host/…`: a URL outside the app's routes. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * An anchor with the route's href that navigates in the app on a plain left click; an absolute
 * URL (`to="https://…"`) is a plain anchor to it, as with react-router's `Link`.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, relative, preventScrollReset, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, { replace, state, target, relative, preventScrollReset });
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !external) navigate(event);
  };
  return <a {...rest} href={external ? to : href} target={target} ref={ref} onClick={click} />;
});

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on the path itself, not below it (`/game` is not active on `/game/market`). */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/**
 * A link that knows whether the page is at (or below) its route: then it has the class `active`
 * and `aria-current="page"`, as react-router's `NavLink` does.
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, caseSensitive = false, className, ...rest },
  ref,
) {
  const { pathname } = useLocation();
  const path = useResolvedPath(rest.to, { relative: rest.relative });
  const fold = (p: string) => (caseSensitive ? p : p.toLowerCase());
  const here = fold(pathname);
  const target = fold(path.pathname);
  // `/game/` counts as `/game`: a trailing slash of the link's path does not end the match early.
  const cut = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(cut) === '/');
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} ref={ref} className={classes} aria-current={isActive ? 'page' : undefined} />;
});
