import { getConfig } from "~/utils/runtime.server";
import { publicSiteUrl } from "~/utils/site-url.server";
import { robotsTxt } from "~/utils/sitemap";
import type { Route } from "./+types/robots";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicSiteUrl(request), getConfig().BASE_PATH), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
