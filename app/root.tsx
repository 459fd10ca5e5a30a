import { Links, Meta, Outlet, Scripts, ScrollRestoration, data, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";
import interLatin from "./fonts/inter-latin-wght-400-700.woff2?url";
import { UnexpectedErrorView } from "./components/error-page";
import { FlashToaster } from "./components/flash-toaster";
import { useNonce } from "./utils/nonce";
import { getToast } from "./utils/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { toast, headers } = await getToast(request);
  return data({ toast }, { headers: headers ?? undefined });
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: `${import.meta.env.BASE_URL}favicon.svg`, type: "image/svg+xml" },
  { rel: "manifest", href: `${import.meta.env.BASE_URL}site.webmanifest` },
  // Text waits for the CSS anyway; preloading the Latin face with it avoids a late swap that shifts the layout.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3730a3" />
        {/* precedence lets React put the stylesheet ahead of the module preloads, so first paint is not
            queued behind the JavaScript on slow connections. */}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main-content"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        <FlashToaster flash={rootData?.toast ?? null} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
