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
 *
 * A move between public pages loads a new document, even from a page with a client runtime: most pages
 * have none, and Speculation Rules have fetched the next one already (decision 165). A link within one
 * page's own view (the shop's filters) says `reloadDocument={false}`.
 */
export function Link({ to, reloadDocument = true, ...props }: LinkProps) {
  return <RouterLink to={useLocalizedTo(to)} reloadDocument={reloadDocument} {...props} />;
}

export function NavLink({ to, reloadDocument = true, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalizedTo(to)} reloadDocument={reloadDocument} {...props} />;
}
