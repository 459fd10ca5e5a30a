import { Outlet } from "react-router";
import { ScrollToTopButton } from "~/components/scroll-to-top-button";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { getPublicSiteSettings } from "~/utils/site-settings.server";
import { getDb } from "~/utils/runtime.server";
import type { Route } from "./+types/layout";

export async function loader() {
  return { settings: await getPublicSiteSettings(getDb()), year: new Date().getFullYear() };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { settings, year } = loaderData;
  return (
    <>
      <SiteHeader companyName={settings.companyName} logoUrl={settings.logoBlackUrl} />
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter settings={settings} year={year} />
      <ScrollToTopButton />
    </>
  );
}
