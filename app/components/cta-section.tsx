import { Icon } from "~/components/icon";
import { Link } from "~/components/localized-link";

/** The closing call to action most public pages end with. */
export function CtaSection({
  title,
  text,
  linkLabel,
  linkTo,
  headingId = "cta-heading",
}: {
  title: React.ReactNode;
  text: React.ReactNode;
  linkLabel: React.ReactNode;
  linkTo: string;
  /** Unique on the page (a page may hold several calls to action). */
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="container-page py-16 sm:py-20">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-6 py-14 text-center shadow-xl sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-grid opacity-20" />
        <h2 id={headingId} className="relative text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-100">{text}</p>
        <Link
          to={linkTo}
          className="relative mt-8 inline-flex items-center gap-2 rounded-lg bg-accent-400 px-6 py-3 font-semibold text-slate-950 shadow-sm transition hover:bg-accent-500"
        >
          {linkLabel}
          <Icon name="ArrowRight" className="size-4" />
        </Link>
      </div>
    </section>
  );
}
