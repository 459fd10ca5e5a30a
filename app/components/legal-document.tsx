import type { Locale } from "~/utils/locale";
import { formatDate } from "~/utils/locale-format";
import { PageHero } from "./page-hero";
import { usePageText } from "./use-page-text";
import { useLocale } from "./use-locale";

/** "15 March 2024" on English pages (as before the Bengali edition), "১৫ মার্চ, ২০২৪" on Bengali ones. */
function formatUpdated(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (locale !== "en") return formatDate(date, locale, "UTC");
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}

/** A heading's anchor: "Your Rights" → "your-rights"; Bengali letters (with their vowel signs) are kept, not dropped. */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/** A section of staff's rich text (already rendered and sanitised on the server), or generated plain paragraphs. */
export type LegalPageSection = { heading: string; html: string } | { heading: string; paragraphs: string[] };

export type LegalPage = { title: string; intro: string; updated: string; sections: LegalPageSection[] };

/** Privacy policy and terms: a contents list, then the sections (text before the first heading has no entry). */
export function LegalDocumentView({ document }: { document: LegalPage }) {
  const text = usePageText().legal;
  const locale = useLocale();
  return (
    <>
      <PageHero title={document.title} intro={document.intro}>
        <p className="mt-6 text-sm text-brand-100">
          {`${text.lastUpdated} `}
          <time dateTime={document.updated}>{formatUpdated(document.updated, locale)}</time>
        </p>
      </PageHero>
      <div className="container-page grid gap-12 py-12 sm:py-16 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            {text.contents}
          </h2>
          <ol className="mt-4 space-y-2 text-sm">
            {document.sections.filter((section) => section.heading !== "").map((section) => (
              <li key={section.heading}>
                <a href={`#${sectionId(section.heading)}`} className="text-slate-600 hover:text-brand-800 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-article max-w-3xl">
          {document.sections.map((section, index) =>
            section.heading === "" ? (
              <LegalSectionBody key={`part-${index}`} section={section} />
            ) : (
              <section key={section.heading} aria-labelledby={sectionId(section.heading)} className="scroll-mt-24">
                <h2 id={sectionId(section.heading)}>{section.heading}</h2>
                <LegalSectionBody section={section} />
              </section>
            ),
          )}
        </div>
      </div>
    </>
  );
}

function LegalSectionBody({ section }: { section: LegalPageSection }) {
  if ("html" in section) return <div dangerouslySetInnerHTML={{ __html: section.html }} />;
  return section.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}
