import { Link } from "react-router";

/** A screen the admin's role does not include (403, decision 180), typed by hand or followed from an old link. */
export function NotAllowedView() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-start py-12">
      {/* The refused screen's own meta never runs, so the page names itself (React places it in the head). */}
      <title>Not allowed · Admin</title>
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">403</p>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">You don’t have access to this page</h1>
      <p className="mt-4 text-slate-700">
        Your role does not include this part of the admin. If you need it for your work, ask an owner to change your
        role.
      </p>
      <Link
        to="/admin"
        className="mt-8 inline-flex items-center rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Back to the overview
      </Link>
    </section>
  );
}
