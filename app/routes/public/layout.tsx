import { Outlet } from "react-router";

import { ScrollToTopButton } from "~/components/scroll-to-top-button";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { getDb } from "~/db/client.server";
import { getPublicMenus } from "~/models/menu-items.server";
import { getPublicSiteSettings } from "~/models/site-settings.server";
import { memoContent } from "~/utils/content-memo.server";
import { localeOfRequest } from "~/utils/locale";
import { publicSiteUrl } from "~/utils/site-url.server";

import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfRequest(request);
  const [settings, menus] = await Promise.all([
    memoContent(`site-settings ${locale}`, () => getPublicSiteSettings(getDb(), locale)),
    memoContent(`menus ${locale}`, () => getPublicMenus(getDb(), locale)),
  ]);
  // siteUrl and siteName feed every public page's canonical URL and share tags (see utils/seo.ts).
  return {
    settings,
    menus,
    year: new Date().getFullYear(),
    siteUrl: publicSiteUrl(),
    siteName: settings.companyName,
  };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { settings, menus, year } = loaderData;
  return (
    <>
      <SiteHeader companyName={settings.companyName} logoUrl={settings.logoBlackUrl} menu={menus.header} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter settings={settings} year={year} quickLinks={menus.footer} legalLinks={menus.legal} />
      <ScrollToTopButton />
    </>
  );
}
