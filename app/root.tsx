import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";

import type { Route } from "./+types/root";
import appStyles from "./app.css?inline";
import appStylesHref from "./app.css?url";
import { UnexpectedErrorView } from "./components/error-page";
import { FlashToaster } from "./components/flash-toaster";
import { useNonce } from "./components/nonce";
import { useLocale } from "./components/use-locale";
import { fallbackSiteText } from "./content/i18n/fallback";
import { type SiteTextData, siteWordsFor } from "./content/i18n/site.server";
import { bengaliTextPreload } from "./utils/bengali-text-font";
import { HYDRATE_AFTER_PAINT_SCRIPT } from "./utils/hydrate-after-paint";
import { localeOfRequest } from "./utils/locale";
import { getToast } from "./utils/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  // The site's words travel as data in the page's language, not as JavaScript (decision 137).
  const text: SiteTextData = { siteText: siteWordsFor(localeOfRequest(request)) };
  return data({ toast, ...text }, { headers: headers ?? undefined });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}favicon.svg`, type: "image/svg+xml" },
  { rel: "manifest", href: `${import.meta.env.BASE_URL}site.webmanifest` },
];

const STYLES_ID = "app-styles";

/**
 * The stylesheet, inline in every document in production (decision 123): a first paint then needs the
 * HTML alone, with no second round trip for a render-blocking file. The text reaches the page through
 * the server render only: the browser's copy of this component reads it back from the element already
 * in the document, so the CSS is never part of the JavaScript. Development links the file, for Vite's
 * hot reload.
 */
function DocumentStyles() {
  if (import.meta.env.DEV) return <link rel="stylesheet" href={appStylesHref} precedence="default" />;
  const css = import.meta.env.SSR ? appStyles : (document.getElementById(STYLES_ID)?.textContent ?? "");
  return <style id={STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        {/* Ahead of the stylesheet: the Bengali face is used only if it is here for the first paint. */}
        {locale === "bn" ? <link {...bengaliTextPreload} /> : null}
        <DocumentStyles />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {(rootData?.siteText ?? fallbackSiteText).skipToContent}
        </a>
        {children}
        <FlashToaster flash={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_PAINT_SCRIPT }} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main-content">
      <UnexpectedErrorView error={error} />
    </main>
  );
}
