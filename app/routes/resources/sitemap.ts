import { publicSiteUrl } from "~/utils/site-url.server";
import { sitemapEntries, sitemapXml } from "~/utils/sitemap";
import type { Route } from "./+types/sitemap";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(sitemapEntries(publicSiteUrl(request))), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
