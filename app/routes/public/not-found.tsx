import { data } from "react-router";
import { NotFoundView } from "~/components/error-page";
import type { Route } from "./+types/not-found";
import { siteTextFrom } from "~/utils/seo";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: siteTextFrom(matches).notFound.title },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
