import { getConfig } from "~/utils/env.server";
import { publicSiteUrl } from "~/utils/site-url.server";
import { robotsTxt } from "~/utils/sitemap";

export function loader() {
  return new Response(robotsTxt(publicSiteUrl(), getConfig().BASE_PATH), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
