import type { Locale } from "~/utils/locale";
import { formatDate } from "~/utils/locale-format";

import { InLang, useForeignLang } from "./in-lang";
import { PageHero } from "./page-hero";
import { useLocale } from "./use-locale";
import { useWords } from "./use-words";

/** "15 March 2024" on English pages (as before the Bengali edition), "১৫ মার্চ, ২০২৪" on Bengali ones. */
function formatUpdated(iso: string, locale: Locale): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (locale !== "en") return formatDate(date, locale, "UTC");
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    date,
  );
}

/** A heading's anchor: "Your Rights" → "your-rights"; Bengali letters (with their vowel signs) are kept, not dropped. */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
}

/**
 * A section of staff's rich text (already rendered and sanitised on the server), or generated plain
 * paragraphs, with the language it is written in (a Bengali page shows an untranslated text in English).
 */
export type LegalPageSection = ({ heading: string; html: string } | { heading: string; paragraphs: string[] }) & {
  lang: Locale;
};

export type LegalPage = { intro: string; introLang: Locale; updated: string; sections: LegalPageSection[] };

/** Privacy policy and terms: a contents list, then the sections (text before the first heading has no entry). */
export function LegalDocumentView({ title, document }: { title: string; document: LegalPage }) {
  const text = useWords().legal;
  const locale = useLocale();
  return (
    <>
      <PageHero title={title} intro={<InLang lang={document.introLang}>{document.intro}</InLang>}>
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
            {document.sections
              .filter((section) => section.heading !== "")
              .map((section) => (
                <ContentsEntry key={section.heading} section={section} />
              ))}
          </ol>
        </nav>
        <div className="prose-article max-w-3xl">
          {document.sections.map((section, index) => (
            <LegalSection key={section.heading === "" ? `part-${index}` : section.heading} section={section} />
          ))}
        </div>
      </div>
    </>
  );
}

function ContentsEntry({ section }: { section: LegalPageSection }) {
  return (
    <li>
      <a
        href={`#${sectionId(section.heading)}`}
        lang={useForeignLang(section.lang)}
        className="text-slate-600 hover:text-brand-800 hover:underline"
      >
        {section.heading}
      </a>
    </li>
  );
}

function LegalSection({ section }: { section: LegalPageSection }) {
  const lang = useForeignLang(section.lang);
  if (section.heading === "") return <LegalSectionBody section={section} lang={lang} />;
  return (
    <section aria-labelledby={sectionId(section.heading)} lang={lang}>
      {/* The contents' links jump to the heading (it has the id): its margin keeps it below the sticky header. */}
      <h2 id={sectionId(section.heading)} className="scroll-mt-24">
        {section.heading}
      </h2>
      <LegalSectionBody section={section} />
    </section>
  );
}

/** `lang` marks the body itself only where no section element around it carries the language. */
function LegalSectionBody({ section, lang }: { section: LegalPageSection; lang?: Locale }) {
  if ("html" in section) return <div lang={lang} dangerouslySetInnerHTML={{ __html: section.html }} />;
  return section.paragraphs.map((paragraph) => (
    <p key={paragraph} lang={lang}>
      {paragraph}
    </p>
  ));
}
