import { InLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { NewsletterSection } from "~/components/newsletter-form";
import { NewsletterSentOn } from "~/components/newsletter-sent-on";
import { PageHero } from "~/components/page-hero";
import { useWords } from "~/components/use-words";
import { NEWSLETTER_ARCHIVE_PATH, newsletterIssuePath } from "~/features/newsletter/newsletter-fields";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/newsletter-archive";
import { archivedIssues } from "./newsletter-archive.server";

// The newsletter's past issues, newest first (decision 204), linked from every sign-up section.

export async function loader({ request }: Route.LoaderArgs) {
  return { issues: await archivedIssues(localeOfRequest(request)) };
}

export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const text = useWords().newsletterArchive;
  const { issues } = loaderData;
  return (
    <>
      <PageHero title={text.title} intro={text.intro} />
      <section aria-label={text.issues} className="container-page max-w-4xl py-16 sm:py-20">
        {issues.length === 0 ? (
          <p className="text-center text-lg text-slate-600">{text.empty}</p>
        ) : (
          <ul className="divide-y divide-slate-200 border-y border-slate-200">
            {issues.map((issue) => (
              <li key={issue.slug} className="py-5">
                <h2 className="text-xl font-semibold text-slate-900">
                  <Link to={newsletterIssuePath(issue.slug)} className="hover:text-brand-700 hover:underline">
                    <InLang lang={issue.subjectLang}>{issue.subject}</InLang>
                  </Link>
                </h2>
                <p className="mt-1 text-sm text-slate-600">
                  <NewsletterSentOn date={issue.date} isoDate={issue.isoDate} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <NewsletterSection source="archive" intro={text.signUp} archiveLink={false} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const text = wordsFrom(matches).newsletterArchive;
  return publicMeta(matches, { title: text.metaTitle, description: text.description, path: NEWSLETTER_ARCHIVE_PATH });
};
