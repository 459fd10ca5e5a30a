import { data } from "react-router";

import { NotFoundView } from "~/components/error-page";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

export default function AdminNotFound() {
  return (
    <main id="main-content">
      <NotFoundView />
    </main>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main-content">
      <NotFoundView />
    </main>
  );
}
