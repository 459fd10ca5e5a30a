import { assetUrl } from "~/utils/asset";

/** Placeholder: the newsletter issue replaces this with the real form (same export and props). */
export function NewsletterForm({ source }: { source: "shop" | "blog" }) {
  return (
    <form method="post" action={assetUrl("newsletter")} className="mx-auto flex max-w-md flex-col gap-3 sm:flex-row">
      <input type="hidden" name="source" value={source} />
      <label htmlFor={`newsletter-email-${source}`} className="sr-only">
        Email address
      </label>
      <input
        id={`newsletter-email-${source}`}
        type="email"
        name="email"
        required
        autoComplete="email"
        placeholder="Enter your email"
        className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="rounded-lg bg-accent-400 px-6 py-3 font-semibold text-slate-950 hover:bg-accent-500"
      >
        Subscribe
      </button>
    </form>
  );
}
