import { data } from "react-router";

import { UnexpectedErrorView } from "~/components/error-page";
import { Icon } from "~/components/icon";
import { InLang, useForeignLang } from "~/components/in-lang";
import { Link } from "~/components/localized-link";
import { NewsletterSection } from "~/components/newsletter-form";
import { NewsletterSentOn } from "~/components/newsletter-sent-on";
import { useWords } from "~/components/use-words";
import { NEWSLETTER_ARCHIVE_PATH, newsletterIssuePath } from "~/features/newsletter/newsletter-fields";
import { localeOfRequest } from "~/utils/locale";
import { publicMeta, wordsFrom } from "~/utils/seo";

import type { Route } from "./+types/newsletter-issue";
import { archivedIssue } from "./newsletter-archive.server";

// One sent issue on the site (decision 204): what a subscriber of the page's language got, without the
// email's unsubscribe footer. A draft or a scheduled issue is a 404 like an unknown slug.

export async function loader({ params, request }: Route.LoaderArgs) {
  const issue = await archivedIssue(params.slug, localeOfRequest(request));
  if (!issue) throw data(null, { status: 404 });
  return { issue };
}

function BackToArchive({ className }: { className: string }) {
  return (
    <Link to={NEWSLETTER_ARCHIVE_PATH} className={className}>
      <Icon name="ArrowLeft" className="size-4" />
      {useWords().newsletterArchive.back}
    </Link>
  );
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue } = loaderData;
  const text = useWords().newsletterArchive;
  const bodyLang = useForeignLang(issue.langs.body);
  return (
    <>
      <article>
        <header className="bg-brand-950 text-white">
          <div className="container-page max-w-4xl py-14 sm:py-20">
            <BackToArchive className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white" />
            <h1 className="mt-8 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
              <InLang lang={issue.langs.subject}>{issue.subject}</InLang>
            </h1>
            <p className="mt-6 inline-flex items-center gap-2 text-sm text-brand-100">
              <Icon name="CalendarDays" className="size-4" />
              <NewsletterSentOn date={issue.date} isoDate={issue.isoDate} />
            </p>
          </div>
        </header>
        <div className="container-page max-w-4xl">
          {/* Rendered on the server from the cleaned document: only allowlisted markup, text escaped. */}
          <div
            className="prose-article mx-auto max-w-3xl py-12"
            lang={bodyLang}
            dangerouslySetInnerHTML={{ __html: issue.bodyHtml }}
          />
          <div className="mx-auto max-w-3xl border-t border-slate-200 py-8">
            <BackToArchive className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900" />
          </div>
        </div>
      </article>
      <NewsletterSection source="archive" intro={text.signUp} />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const text = wordsFrom(matches).newsletterArchive;
  if (!loaderData) return [{ title: text.notFound }, { name: "robots", content: "noindex" }];
  const { issue } = loaderData;
  return [
    ...publicMeta(matches, {
      title: issue.subject,
      description: issue.description || `${text.metaTitle}: ${issue.subject}`,
      path: newsletterIssuePath(issue.slug),
      type: "article",
    }),
    { property: "article:published_time", content: issue.isoDate },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <UnexpectedErrorView error={error} />;
}
