import { publicSiteUrl } from "~/utils/site-url.server";
import { sitemapEntries, sitemapXml } from "~/utils/sitemap";

export function loader() {
  return new Response(sitemapXml(sitemapEntries(publicSiteUrl())), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
