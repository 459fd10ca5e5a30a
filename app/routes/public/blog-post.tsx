import { data } from "react-router";
import { PageHero } from "~/components/page-hero";
import { getPost } from "~/content/blog";
import type { Route } from "./+types/blog-post";

export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { title: post.title };
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PageHero title={loaderData.title} />;
}
