import { isRouteErrorResponse } from "react-router";

import { Link } from "~/components/localized-link";
import { fallbackWords } from "~/words/fallback";

import { useOptionalWords } from "./use-words";

export function NotFoundView() {
  const text = (useOptionalWords() ?? fallbackWords).notFound;
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">404</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{text.title}</h1>
      <p className="mt-4 max-w-md text-slate-600">{text.text}</p>
      <Link
        to="/"
        className="mt-8 inline-flex items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {text.back}
      </Link>
    </section>
  );
}

/** The spec's routing fallback: a heading, then the status or message; the stack only in development. */
export function UnexpectedErrorView({ error }: { error: unknown }) {
  // The root route's own error page has no loader data when its loader is what failed.
  const text = (useOptionalWords() ?? fallbackWords).error;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  let detail = text.text;
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim();
  } else if (error instanceof Error && import.meta.env.DEV) {
    detail = error.message;
    stack = error.stack;
  }
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{text.title}</h1>
      <p className="mt-4 text-slate-600">{detail}</p>
      {stack ? (
        <pre className="mt-6 max-w-full overflow-auto rounded-lg bg-slate-100 p-4 text-left text-xs">{stack}</pre>
      ) : null}
      <Link to="/" className="mt-8 font-semibold text-brand-700 underline">
        {text.back}
      </Link>
    </section>
  );
}
