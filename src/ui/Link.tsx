import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An in-app link: a real anchor (its href under the router's basename, so it opens in a new tab
 * and reads as a link) whose plain click navigates in the app. React Router's own `Link` carries
 * prefetching, view transitions and SSR link rendering we never use, and every screen's use of
 * it put that code in the start page's first load (decision 008).
 */
export function Link({ to, replace, onClick, target, ref, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    />
  );
}
