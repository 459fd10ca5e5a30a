import type { MenuLink } from "~/features/menus/menu-target";

import { InLang } from "./in-lang";
import { Link, NavLink } from "./localized-link";

type Props = {
  link: MenuLink;
  /** The link's classes; given the link's state, the header marks the page being read. */
  className: string | ((state: { isActive: boolean }) => string);
};

/**
 * One menu link (decision 171): a page of this site in the page's edition, marked as the current page when
 * `className` is a function of that (the header), or another site's address as a plain anchor.
 */
export function MenuLinkAnchor({ link, className }: Props) {
  const label = <InLang lang={link.lang}>{link.label}</InLang>;
  if (link.external)
    return (
      <a href={link.to} className={typeof className === "string" ? className : className({ isActive: false })}>
        {label}
      </a>
    );
  if (typeof className === "string")
    return (
      <Link to={link.to} className={className}>
        {label}
      </Link>
    );
  return (
    <NavLink to={link.to} end={link.to === "/"} className={className}>
      {label}
    </NavLink>
  );
}
