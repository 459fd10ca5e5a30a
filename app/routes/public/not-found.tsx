import { data } from "react-router";

import { NotFoundView } from "~/components/error-page";
import { wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/not-found";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: wordsFrom(matches).notFound.title },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundView />;
}

export function ErrorBoundary() {
  return <NotFoundView />;
}
