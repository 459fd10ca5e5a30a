import { requireAdmin } from "~/utils/auth.server";
import type { Route } from "./+types/overview";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export const meta = () => [{ title: "Overview · Admin" }];

export default function Overview() {
  return <h1 className="mt-4 text-2xl font-bold text-slate-900">Overview</h1>;
}
