import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

/**
 * The console's links inside the app, on React Router's own hooks (the same href and click handling
 * as its `Link`). React Router's `Link` and `NavLink` carry framework mode's route prefetching,
 * masks and view transitions, which a declarative router never uses, and all of it is in the first
 * load: 2.4 KB gzip of the entry (bench/README.md). Same props as theirs for what the console uses.
 */
export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, target, onClick, children, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A modified click (new tab, download) or another target is left to the browser.
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
});

export type NavLinkProps = Omit<LinkProps, 'className'> & {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active on this path alone, not on the paths below it. */
  end?: boolean;
};

/** A link that knows it is the current page (`aria-current="page"`), on its path or below it. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { className, end = false, ...rest },
  ref,
) {
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  // As React Router matches it: `/alerts` is active on `/alerts/rules/7`, not on `/alertsx`.
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
});
