import { data } from "react-router";
import { NotFoundView } from "~/components/error-page";
import { siteText } from "~/content/i18n/site";
import { localeFromPathname } from "~/utils/locale";
import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: siteText[localeFromPathname(location.pathname)].notFound.title },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
