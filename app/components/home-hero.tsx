import type { homePageContent } from "~/features/site-content/page-copy-schema";
import { assetUrl } from "~/utils/asset";
import type { Locale } from "~/utils/locale";

import { Icon } from "./icon";
import { InLang, useForeignLang } from "./in-lang";
import { Link } from "./localized-link";

type HeroField =
  "heroEyebrow" | "heroHeadline" | "heroSubheading" | "heroPrimaryLabel" | "heroSecondaryLabel" | "heroImageAlt";

/** The home page's hero: its texts and buttons are page texts staff edit (decisions 096, 174). */
export function HomeHero({
  hero: homeHero,
  langs,
}: {
  hero: ReturnType<typeof homePageContent>["hero"];
  langs: Partial<Record<HeroField, Locale>>;
}) {
  // An alt text staff have not translated yet is English on a Bengali page, and says so.
  const heroAltLang = useForeignLang(langs.heroImageAlt);
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-grid opacity-40" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-0 size-[36rem] rounded-full bg-brand-600/30 blur-3xl"
      />
      <div className="relative container-page grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-brand-100">
            <InLang lang={langs.heroEyebrow}>{homeHero.eyebrow}</InLang>
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <InLang lang={langs.heroHeadline}>{homeHero.headline}</InLang>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-brand-100">
            <InLang lang={langs.heroSubheading}>{homeHero.subheading}</InLang>
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Link
              to={homeHero.primaryCta.to}
              className="inline-flex items-center gap-2 rounded-lg bg-accent-400 px-6 py-3 font-semibold text-slate-950 shadow-sm transition hover:bg-accent-500"
            >
              <InLang lang={langs.heroPrimaryLabel}>{homeHero.primaryCta.label}</InLang>
              <Icon name="ArrowRight" className="size-4" />
            </Link>
            <Link
              to={homeHero.secondaryCta.to}
              className="inline-flex items-center rounded-lg border border-white/25 px-6 py-3 font-semibold text-white transition hover:bg-white/10"
            >
              <InLang lang={langs.heroSecondaryLabel}>{homeHero.secondaryCta.label}</InLang>
            </Link>
          </div>
        </div>
        <div className="relative">
          <div className="rounded-2xl border border-white/10 bg-white/5 p-2 shadow-2xl ring-1 ring-white/10">
            <img
              src={assetUrl(homeHero.image)}
              alt={homeHero.imageAlt}
              lang={heroAltLang}
              width={1200}
              height={800}
              fetchPriority="high"
              decoding="async"
              className="aspect-[3/2] w-full rounded-xl bg-white"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
