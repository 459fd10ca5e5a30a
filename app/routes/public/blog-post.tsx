import { Link, data } from "react-router";
import { CtaSection } from "~/components/cta-section";
import { UnexpectedErrorView } from "~/components/error-page";
import { getPost, type BlogBlock } from "~/content/blog";
import { assetUrl } from "~/utils/asset";
import { publicMeta } from "~/utils/seo";
import type { Route } from "./+types/blog-post";
import { Icon } from "~/components/icon";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

function Block({ block }: { block: BlogBlock }) {
  if (block.type === "h2") return <h2>{block.text}</h2>;
  if (block.type === "ul")
    return (
      <ul>
        {(block.items ?? []).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  return <p>{block.text}</p>;
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <>
      <article>
        <header className="bg-brand-950 text-white">
          <div className="container-page max-w-4xl py-14 sm:py-20">
            <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white">
              <Icon name="ArrowLeft" className="size-4" />
              Back to all articles
            </Link>
            <p className="mt-8">
              <span className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">{post.category}</span>
            </p>
            <h1 className="mt-5 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
              <li className="inline-flex items-center gap-2">
                <Icon name="UserRound" className="size-4" />
                By {post.author}
              </li>
              <li className="inline-flex items-center gap-2">
                <Icon name="CalendarDays" className="size-4" />
                <time dateTime={post.isoDate}>{post.date}</time>
              </li>
              <li className="inline-flex items-center gap-2">
                <Icon name="Clock" className="size-4" />
                {post.readingMinutes} min read
              </li>
            </ul>
          </div>
        </header>
        <div className="container-page max-w-4xl">
          <img
            src={assetUrl(post.image)}
            alt={post.imageAlt}
            width={1200}
            height={630}
            fetchPriority="high"
            decoding="async"
            className="mt-10 aspect-[1200/630] w-full rounded-2xl bg-slate-100 shadow-md"
          />
          <div className="prose-article mx-auto max-w-3xl py-12">
            {post.body.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
          <div className="mx-auto max-w-3xl border-t border-slate-200 py-8">
            <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
              <Icon name="ArrowLeft" className="size-4" />
              Back to all articles
            </Link>
          </div>
        </div>
      </article>
      <CtaSection
        title="Want Advice for Your Business?"
        text="Our engineers and consultants are happy to talk through your plans, with no obligation."
        linkLabel="Talk to Us"
        linkTo="/contact"
      />
    </>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Article not found" }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  return [
    ...publicMeta(matches, {
      title: post.title,
      description: post.description,
      path: `/blog/${post.slug}`,
      image: post.image.replace(/\.svg$/, ".png"),
      imageAlt: post.imageAlt,
      type: "article",
    }),
    { property: "article:published_time", content: post.isoDate },
    { property: "article:author", content: post.author },
    { property: "article:section", content: post.category },
  ];
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <UnexpectedErrorView error={error} />;
}
