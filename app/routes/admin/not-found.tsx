import { data } from "react-router";

import { clientRuntimeHandle } from "~/components/client-runtime";
import { NotFoundView } from "~/components/error-page";

export function loader() {
  throw data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found" }, { name: "robots", content: "noindex" }];

/** The admin runs on React Router's client runtime (decision 165). */
export const handle = clientRuntimeHandle;

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
