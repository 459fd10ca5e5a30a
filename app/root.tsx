import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import siteScriptUrl from "virtual:site-script";

import { fallbackWords } from "~/words/fallback";

import type { Route } from "./+types/root";
import adminStyles from "./app.css?inline";
import adminStylesHref from "./app.css?url";
import bengaliStyles from "./bengali.css?inline";
import bengaliStylesHref from "./bengali.css?url";
import digitsStyles from "./bengali-digits.css?inline";
import digitsStylesHref from "./bengali-digits.css?url";
import {
  isPreviewDocument,
  needsBengaliDigits,
  needsClientRuntime,
  pageScriptOf,
  PUBLIC_LAYOUT_ID,
  SpeculationRules,
} from "./components/client-runtime";
import { UnexpectedErrorView } from "./components/error-page";
import { FlashToaster } from "./components/flash-toaster";
import { useNonce } from "./components/nonce";
import { ToastRegion } from "./components/toast-region";
import { useLocale } from "./components/use-locale";
import { getToast } from "./features/toast/toast.server";
import publicStylesHref from "./public.css?url";
import { PREFETCHED_VIEW_PATH } from "./utils/base-path";
import { bengaliTextPreload } from "./utils/bengali-text-font";
import { DEFERRED_MODULE_TYPE, HYDRATE_AFTER_PAINT_SCRIPT } from "./utils/hydrate-after-paint";
import { localeOfRequest } from "./utils/locale";
import { type WordsData, wordsFor } from "./words/words.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  // The site's own words travel as data in the page's language, not as JavaScript (decisions 137 and 164).
  const words: WordsData = { words: wordsFor(localeOfRequest(request)) };
  return data({ toast, ...words }, { headers: headers ?? undefined });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}favicon.svg`, type: "image/svg+xml" },
];

type StyleSheet = { id: string; css: string; href: string };

// The CSS text only in the server's bundle (each condition written out, so the browser's bundle drops the
// imports): the browser's copy reads it back from the document.
const sheets = {
  admin: { id: "admin-styles", css: import.meta.env.SSR ? adminStyles : "", href: adminStylesHref },
  bengali: { id: "bengali-styles", css: import.meta.env.SSR ? bengaliStyles : "", href: bengaliStylesHref },
  digits: { id: "digits-styles", css: import.meta.env.SSR ? digitsStyles : "", href: digitsStylesHref },
} satisfies Record<string, StyleSheet>;

/**
 * The page's stylesheets, per area (decision 166). Public pages link one cached stylesheet with only the
 * public pages' classes (the server swaps the link for the page's own rules where they fit, decision 206), and
 * inline the small Bengali faces on Bengali pages (the price digits' face on English pages with prices). The
 * admin inlines the whole site's stylesheet (decision 123). Inline text reaches the page through the server
 * render only: the browser's copy of this component (on a page with a runtime) reads it back from the element
 * already in the document, so the CSS is never part of the JavaScript. Development links every file.
 */
function DocumentStyles({ sheets, linked }: { sheets: StyleSheet[]; linked?: string }) {
  return (
    <>
      {linked ? <link rel="stylesheet" href={linked} /> : null}
      {sheets.map(({ id, css, href }) => {
        if (import.meta.env.DEV) return <link key={id} rel="stylesheet" href={href} precedence="default" />;
        const text = import.meta.env.SSR ? css : (document.getElementById(id)?.textContent ?? "");
        return <style key={id} id={id} dangerouslySetInnerHTML={{ __html: text }} />;
      })}
    </>
  );
}

/**
 * With JavaScript off the menu is shown open under the header on small screens, and its button, which would
 * do nothing, is hidden. In Tailwind's base layer, where `[hidden]` is an important rule that an unlayered
 * one cannot beat.
 */
const NO_SCRIPT_STYLE =
  "<style>@layer base{@media (width < 64rem){[data-menu-panel][hidden]{display:block!important}}}[data-menu-button]{display:none!important}</style>";

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const locale = useLocale();
  const matches = useMatches();
  // React Router's own scripts only where a route asks for them (decision 165); public pages get the site script.
  // A live preview's document has no script at all (decision 175).
  const preview = isPreviewDocument(matches);
  const runtime = !preview && needsClientRuntime(matches);
  const publicPage = matches.some((match) => match.id === PUBLIC_LAYOUT_ID);
  const siteScript = publicPage && !preview;
  // A public page's own plain script (the shop's, the contact form's; decision 163), held back like the
  // router's bootstrap module until the first screen is painted.
  const pageScript = runtime || preview ? undefined : pageScriptOf(matches);
  const flash = rootData?.toast ?? null;
  const styleSheets = publicPage
    ? locale === "bn"
      ? [sheets.bengali]
      : needsBengaliDigits(matches)
        ? [sheets.digits]
        : []
    : [sheets.admin];
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        {/* Ahead of the stylesheet: a Bengali face is used only if it is here for the first paint (the text face on
            Bengali pages, the language switcher's label face on English ones). */}
        {locale === "bn" ? <link {...bengaliTextPreload} /> : null}
        <DocumentStyles sheets={styleSheets} linked={publicPage ? publicStylesHref : undefined} />
        {siteScript ? <noscript dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {(rootData?.words ?? fallbackWords).skipToContent}
        </a>
        {children}
        {publicPage ? <ToastRegion flash={flash} /> : <FlashToaster flash={flash} />}
        {runtime ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_PAINT_SCRIPT }} />
          </>
        ) : null}
        {pageScript ? (
          <>
            <script
              type={DEFERRED_MODULE_TYPE}
              data-page-script=""
              nonce={nonce}
              dangerouslySetInnerHTML={{ __html: `import ${JSON.stringify(pageScript)};` }}
            />
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_PAINT_SCRIPT }} />
          </>
        ) : null}
        {siteScript ? (
          <>
            <script
              type="module"
              src={siteScriptUrl}
              nonce={nonce}
              data-view-report={`${import.meta.env.BASE_URL}${PREFETCHED_VIEW_PATH}`}
            />
            <SpeculationRules nonce={nonce} />
          </>
        ) : null}
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
