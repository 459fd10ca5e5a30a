import { Link as RouterLink, type LinkProps, NavLink as RouterNavLink, type NavLinkProps, type To } from "react-router";

import { useLocalizePath } from "./use-locale";

/** A site path ("/about", "/shop?category=x") in the page's language; anything else (relative, an object) as given. */
function useLocalizedTo(to: To): To {
  const localize = useLocalizePath();
  return typeof to === "string" && to.startsWith("/") ? localize(to) : to;
}

/**
 * React Router's Link and NavLink for the public site: `to` is written in English ("/about") and leads to
 * the same page in the edition being read ("/bn/about" on a Bengali page). See decision 130.
 */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={useLocalizedTo(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalizedTo(to)} {...props} />;
}
